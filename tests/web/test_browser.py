"""A real browser at the table: Chromium, driven by Playwright, plays whole games of fftcg and
mtg2004 by clicks against the random AI and checks what the screen shows.

Needs Playwright (the web extra) and a Chromium: Debian's `chromium` package, or the one named
by TCG_CHROMIUM. Without one these tests are skipped and say why.
"""

from __future__ import annotations

import os
import random
import shutil
import threading
import time

import pytest

pytest.importorskip("playwright", reason="the browser tests need Playwright: pip install -e '.[web]'")
uvicorn = pytest.importorskip("uvicorn", reason="the browser tests need uvicorn: pip install -e '.[web]'")

from playwright.sync_api import Error as PlaywrightError  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from french_check import english_in  # noqa: E402
from tcg.web.app import create_app  # noqa: E402
from tcg.web.lobby import catalog  # noqa: E402

CHROMIUM = os.environ.get("TCG_CHROMIUM") or next(
    (p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium found: install one (Debian/Ubuntu: "
                                "apt-get install chromium) or set TCG_CHROMIUM to its path")


@pytest.fixture(scope="module")
def server():
    """The real server (uvicorn) on a free loopback port, in a thread, with every game's cards
    loaded first (on a busy machine that alone can outlast a page's patience)."""
    catalog()
    app = create_app(":memory:")
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning"))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not srv.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    port = srv.servers[0].sockets[0].getsockname()[1]
    yield app, f"http://127.0.0.1:{port}"
    srv.should_exit = True
    thread.join(10)


def new_page(browser):
    """A page (its own profile) that fails the test on any script error."""
    page = browser.new_page()
    page.set_default_timeout(60_000)
    page.errors = []
    page.on("pageerror", lambda e: page.errors.append(str(e)))
    return page


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        yield b
        b.close()


READY = """() => document.querySelector('#result:not([hidden])')?.textContent ||
    (document.querySelector('#decision:not(.sent) .option') !== null)"""


def ready(page, timeout: float = 60_000) -> None:
    """Wait until the seat must decide or the game is over (saying so if the page broke)."""
    try:
        page.wait_for_function(READY, timeout=timeout)
    except PlaywrightError:
        raise AssertionError(f"the table did not become ready; page errors: {page.errors}, notice: "
                             f"{page.locator('#notice').inner_text()!r}") from None
    assert not page.errors, page.errors


def play_by_clicks(page, rng: random.Random, limit: int) -> int:
    """Answer decisions by clicks, a card when the decision offers one, else a button, until
    the game is over or `limit` clicks; the number of clicks."""
    clicks = 0
    while clicks < limit:
        ready(page)
        if page.locator("#result:not([hidden])").count():
            return clicks
        cards = page.locator("#board .card.choosable")
        try:
            if cards.count() and rng.random() < 0.5:
                cards.nth(rng.randrange(cards.count())).click(timeout=2000)
                if page.locator("#decision:not(.sent) .show-all").count():   # the card does several things
                    options = page.locator("#decision .option")
                    options.nth(rng.randrange(options.count())).click(timeout=2000)
            else:
                options = page.locator("#decision:not(.sent) .option")
                options.nth(rng.randrange(options.count())).click(timeout=2000)
            clicks += 1
        except PlaywrightError:
            continue        # the table was redrawn under the pointer: look again
    return clicks


def start_game(page, base: str, game: str, lang: str = "en") -> str:
    page.goto(f"{base}/?lang={lang}")
    page.select_option("select[name=game]", game)
    page.select_option("select[name=opponent]", "random")
    page.fill("input[name=seed]", "4")
    page.click("#start")
    page.wait_for_url("**/play/**")
    return page.url.split("/play/")[1].split("?")[0]


@pytest.mark.parametrize("game_id, zone_words", [
    ("fftcg", ("Forwards", "Backups", "Damage")),
    ("mtg2004", ("Creatures", "Lands", "Library", "Graveyard")),
])
def test_a_whole_game_played_by_clicks(server, browser, game_id, zone_words):
    app, base = server
    page = new_page(browser)
    gid = start_game(page, base, game_id)
    rng = random.Random(4)
    clicks = play_by_clicks(page, rng, 12)          # hands drawn, the first turn begun
    ready(page)
    board = page.locator("#board").inner_text()
    for word in zone_words:
        assert word in board
    their_hand = page.locator(".player[data-seat='1'] [data-zone=hand]")
    count = int(their_hand.locator(".count").inner_text())
    assert their_hand.locator(".card").count() == their_hand.locator(".card.back").count() == count
    assert their_hand.locator(".name").count() == 0                     # their hand: backs only
    mine = page.locator(".player[data-seat='0'] [data-zone=hand] .card").first
    assert mine.locator(".name").inner_text()                            # my hand: text cards
    assert page.locator("#status").inner_text().startswith(app.state.server.lives[gid].game.rules.title)
    if game_id == "mtg2004":                  # F6 by its button: no priority asked again this turn
        game = app.state.server.lives[gid].game
        turn = game.vars["turn"]
        page.click("#stops-turn")
        ready(page)
        assert game.over or game.decision.kind != "priority" or game.vars["turn"] > turn
    clicks += play_by_clicks(page, rng, 3000)
    game = app.state.server.lives[gid].game
    assert game.over and clicks > 10
    shown = page.locator("#result").inner_text()
    head = "Draw" if game.result.winner is None else "You win" if game.result.winner == 0 else "You lose"
    assert shown == f"{head}: {game.result.reason}"
    assert page.locator("#log li").count() > 20
    # The replay viewer: back to the start, a few steps on, seen by player 0.
    page.goto(f"{base}/replay/{gid}?lang=en")
    steps = len(game.history)
    page.wait_for_function(f"() => document.querySelector('#step')?.textContent === 'Choice 0 of {steps}'")
    page.select_option("#viewas", "0")
    for _ in range(3):
        page.click("#next")
    page.wait_for_function(f"() => document.querySelector('#step')?.textContent === 'Choice 3 of {steps}'")
    page.click("#last")
    page.wait_for_function(f"() => document.querySelector('#result')?.textContent === {shown!r}")
    assert not page.errors
    page.close()


def test_the_french_table_a_concession_and_a_spectator(server, browser):
    app, base = server
    page = new_page(browser)
    gid = start_game(page, base, "fftcg", lang="fr")
    ready(page)
    assert page.locator("#concede").inner_text() == "Concéder"
    assert page.locator("aside h3").inner_text() == "Journal"
    board = page.locator("#board").inner_text()
    for word in ("Avants", "Soutiens", "Main", "limite de dégâts 7"):   # the French rulebook's words
        assert word in board
    watcher = new_page(browser)              # the same table without a token: a spectator
    watcher.goto(f"{base}/play/{gid}?lang=fr")
    watcher.wait_for_selector("#decision .waiting")
    assert watcher.locator(".spectator").inner_text() == "spectateur"
    assert watcher.locator("#decision .option").count() == 0 and watcher.locator("#concede").count() == 0
    assert watcher.locator(".player[data-seat='0'] [data-zone=hand] .name").count() == 0
    page.once("dialog", lambda d: d.accept())
    page.click("#concede")
    page.wait_for_function("() => document.querySelector('#result:not([hidden])')?.textContent", timeout=10_000)
    assert page.locator("#result").inner_text().startswith("Vous perdez")
    assert app.state.server.lives[gid].game.result.winner == 1
    watcher.wait_for_function("() => document.querySelector('#result:not([hidden])')?.textContent")
    assert watcher.locator("#result").inner_text().startswith("Le joueur 1 gagne")
    assert not page.errors and not watcher.errors
    page.close()
    watcher.close()


def test_the_page_in_french_has_no_english_word(server, browser):
    """`?lang=fr`: the lobby, then a game's status line, zone names, counters, card types and
    states, prompt, options and log lines, all French (card names and printed text aside)."""
    app, base = server
    page = new_page(browser)
    page.goto(f"{base}/?lang=fr")
    page.wait_for_selector("#start")          # the lobby is drawn once the catalogue has come
    lobby = page.locator("body").inner_text()
    assert "Nouvelle partie" in lobby and page.locator("#start").inner_text() == "Commencer"
    gid = start_game(page, base, "fftcg", lang="fr")
    rules = app.state.server.lives[gid].game.rules
    rng = random.Random(7)
    said: set[str] = set()
    for _ in range(40):
        if play_by_clicks(page, rng, 1) == 0:
            break
        ready(page)
        for where in ("#status", "#decision", "#log", ".zone-head", ".player-head", ".card .type", ".card .status"):
            said.update(page.locator(where).all_inner_texts())
    assert any("Phase" in s for s in said) and any("vous piochez" in s for s in said)
    english = {s: found for s in said if (found := english_in(s.replace(rules.title, ""), rules))}   # a product name
    assert not english, "\n".join(f"{sorted(w)}: {s}" for s, w in english.items())
    assert not page.errors
    page.close()


def test_two_people_at_one_table_by_the_join_link(server, browser):
    app, base = server
    host = new_page(browser)
    host.goto(f"{base}/?lang=en")
    host.select_option("select[name=game]", "dbscg")
    host.select_option("select[name=opponent]", "human")
    host.click("#start")
    host.wait_for_url("**/play/**")
    link = host.locator("#invite input").input_value()
    assert "#seat=1&token=" in link
    guest = new_page(browser)                # another browser profile: another person
    guest.goto(link)
    gid = link.split("/play/")[1].split("?")[0]
    game = app.state.server.lives[gid].game
    pages = {0: host, 1: guest}
    rng = random.Random(7)
    for _ in range(6):                        # whoever must decide clicks, on their own page
        deadline = time.monotonic() + 30
        while not (deciding := [p for p in pages.values() if p.locator("#decision:not(.sent) .option").count()]):
            assert time.monotonic() < deadline, "no page offers a decision"
            time.sleep(0.05)
        page = deciding[0]
        options = page.locator("#decision:not(.sent) .option")
        options.nth(rng.randrange(options.count())).click()
        page.wait_for_function("() => !document.querySelector('#decision.sent')", timeout=60_000)
    # The last click answered: the server is idle (two people, no AI), its state is the pages'.
    for seat, page in pages.items():
        waiting = game.decision.player != seat
        page.wait_for_selector("#decision .waiting" if waiting else "#decision:not(.sent) .option")
        other = page.locator(f".player[data-seat='{1 - seat}'] [data-zone=hand]")
        assert other.locator(".name").count() == 0 and other.locator(".card.back").count() > 0
        assert page.locator(f".player[data-seat='{seat}'] [data-zone=hand] .card .name").count() > 0
        assert page.locator("#decision .option").count() == (0 if waiting else len(game.decision.options))
    # The host closed the tab: the lobby's "your games" brings back the seat and the join link.
    host.goto(f"{base}/?lang=en")
    mine = host.locator(f"#yours li[data-id='{gid}']")
    mine.locator(".show-join").click()
    assert mine.locator(".join-link").input_value() == link
    mine.locator(".back-to-seat").click()
    host.wait_for_selector("#concede")
    assert host.locator(".spectator").count() == 0 and host.locator("#invite input").input_value() == link
    assert not host.errors and not guest.errors
    host.close()
    guest.close()


def test_undo_in_a_payment_by_clicks(server, browser):
    app, base = server
    page = new_page(browser)
    gid = start_game(page, base, "fftcg")
    rng = random.Random(2)
    for _ in range(300):
        ready(page)
        assert not page.locator("#result:not([hidden])").count(), "the game ended before any undo was offered"
        if page.locator("#decision:not(.sent) #undo").count():
            break
        prompt = page.locator("#decision .prompt").inner_text()
        options = page.locator("#decision:not(.sent) .option")
        try:
            options.nth(rng.randrange(options.count())).click(timeout=2000)
        except PlaywrightError:
            continue
    seq = len(app.state.server.lives[gid].game.history)
    page.click("#undo")
    page.wait_for_function(f"() => document.querySelector('#decision:not(.sent) .prompt')?.textContent === {prompt!r}")
    assert len(app.state.server.lives[gid].game.history) == seq - 1
    assert not page.errors
    page.close()


def test_two_ais_watched_at_the_speed_chosen(server, browser):
    app, base = server
    page = new_page(browser)
    page.goto(f"{base}/?lang=en")
    page.select_option("select[name=game]", "weiss")
    page.select_option("select[name=seat]", "watch")
    page.select_option("select[name=second-ai]", "greedy")
    page.click("#start")
    page.wait_for_url("**/play/**")
    gid = page.url.split("/play/")[1].split("?")[0]
    assert app.state.server.lives[gid].rec.seats == ["random", "greedy"]
    page.wait_for_selector(".spectator")
    page.click("#tools button[data-delay='null']")                 # paused
    page.wait_for_selector("#tools button.current[data-delay='null']")
    page.click("#tools button[data-delay='0.1']")
    page.wait_for_selector("#tools button.current[data-delay='0.1']")
    game = app.state.server.lives[gid].game
    moved = len(game.history)
    page.wait_for_function("() => document.querySelectorAll('#log li').length > 5")
    assert len(game.history) > moved and page.locator("#decision .option").count() == 0
    assert not page.errors
    page.close()
