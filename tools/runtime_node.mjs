// Pyodide under Node for tools/build_runtime.py: the build runs Python 3.13 code inside the very
// runtime it ships (the machine that builds the book may have another Python).
//
//   node tools/runtime_node.mjs <runtime dir> <python file> [<lock file> <package base dir> <package>]
//
// Boots Pyodide from <runtime dir> (pyodide.mjs, pyodide.asm.*, python_stdlib.zip), loads <package>
// through <lock file> when given (the way the browser does: same lock, sha256 checked), passes the
// environment variables CIT_* to os.environ, mounts the folder $CIT_HOST (if set) at /host, runs
// <python file> and prints what it prints.
// Exits 1 with the Python error when anything fails.

import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import path from "node:path";

const [runtimeDir, pythonFile, lockFile, packageBase, packageName] = process.argv.slice(2);
if (!runtimeDir || !pythonFile) {
  console.error("usage: node tools/runtime_node.mjs <runtime dir> <python file> [<lock> <package dir> <package>]");
  process.exit(2);
}

const indexURL = path.resolve(runtimeDir) + path.sep;
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("CIT_")));
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const options = { indexURL, env, stdout: (line) => console.log(line), stderr: (line) => console.error(line) };
if (lockFile) {
  options.lockFileContents = readFileSync(lockFile, "utf-8");
  options.packageBaseUrl = path.resolve(packageBase) + path.sep;
} else {
  const info = JSON.parse(readFileSync(path.join(indexURL, "pyodide-lock.json"), "utf-8")).info;
  options.lockFileContents = JSON.stringify({ info, packages: {} });
}

try {
  const pyodide = await loadPyodide(options);
  if (env.CIT_HOST) { pyodide.mountNodeFS("/host", path.resolve(env.CIT_HOST)); }
  if (packageName) {
    const problems = [];
    const loaded = await pyodide.loadPackage(packageName, {
      messageCallback: () => {}, errorCallback: (text) => problems.push(text),
    });
    if (!loaded.some((pkg) => pkg.name === packageName)) {
      throw new Error(`${packageName} did not load: ${problems.join(" ")}`);
    }
  }
  await pyodide.runPythonAsync(readFileSync(pythonFile, "utf-8"));
} catch (error) {
  // a Python error's message is its traceback; its last line says what went wrong
  console.error(String(error && error.message ? error.message : error).trim());
  process.exit(1);
}
