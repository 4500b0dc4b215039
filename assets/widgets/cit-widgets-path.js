// The ipywidgets HTML manager (embed-amd.js, served beside this file) finds its fonts and code
// chunks from the RequireJS names of its modules ("@jupyter-widgets/controls", ...), names a CDN
// would serve. Map those names to the folder of this script, so that every asset comes from the
// book itself.
// The theme's Font Awesome script (SVG icons) would also rewrite the <i> icons inside widgets as the
// widgets are drawn, which breaks the Play widget ("Cannot set properties of undefined"): let it
// convert only the icons present when the page loads; widgets keep their own icon font.
window.FontAwesomeConfig = Object.assign(window.FontAwesomeConfig || {}, { observeMutations: false });

(function () {
  var here = document.currentScript.src.replace(/[^/]*$/, "");
  var bundle = here + "embed-amd";
  window.__jupyter_widgets_assets_path__ = here;
  if (window.require && window.require.config) {
    window.require.config({
      paths: {
        "@jupyter-widgets/base": bundle,
        "@jupyter-widgets/controls": bundle,
        "@jupyter-widgets/html-manager": bundle,
        "@jupyter-widgets/html-manager/dist": here.replace(/\/$/, ""),
      },
    });
  }
})();
