def test_dbg(page, voila_page, voila_server):
    url = voila_page("bisca/09_play")
    page.on("console", lambda m: print("CONSOLE", m.type, m.text[:300]))
    page.goto(url, wait_until="domcontentloaded")
    page.wait_for_timeout(30000)
    page.screenshot(path="/tmp/voila.png", full_page=True)
    print(page.record.problems())
    print(open(voila_server[1] / "voila.log").read()[-3000:])
    print(page.inner_text("body")[:2000])
