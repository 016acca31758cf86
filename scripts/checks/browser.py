"""Headless Chromium driving JupyterLab 4 and Notebook 7 as a student does: what the browser test
(scripts/checks/browser-test) and the class on one hub (scripts/checks/hub-load) share.

Idea: Debian's chromium, driven by Selenium through Debian's chromedriver (given, so Selenium never
looks for or downloads a browser or driver), with a fresh profile; the front-end is read through
its application object (window.jupyterapp, exposed with expose_app_in_browser): the open
notebook's kernel status and connection, each code cell's execution count; a student's actions
are the menus, the toolbar and the keyboard.

  driver = start_browser(scratch, env)
  ui = Frontend(driver, "lab", server_trouble=lambda: None)
  ui.open(url); ui.run_all(); wait_for(ui.idle, 60, "the kernel to be idle")

Cost: a Chromium of about 300 MB per browser; each call is one round trip to it.
"""

import contextlib
import socket
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SHOTS = REPO / "target" / "browser"
CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
# Chromium's own sandbox needs user namespaces a container or chroot may not give (and refuses
# root); on a closed network it stalls starting up or reaching for Google's services without these.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-breakpad",
    "--disable-dev-shm-usage",
    "--window-size=1280,1000",
]
KERNEL_START_TIMEOUT = 180  # seconds for a notebook to open with its kernel idle
STATUS_TIMEOUT = 20  # seconds for a connected kernel's status to become idle


def wait_for(condition, timeout, what, step=0.5):
    """Polls condition() until it is true; raises TimeoutError naming what was awaited."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} (waited {timeout} s)")
        time.sleep(step)


def free_port():
    return free_ports(1)[0]


def free_ports(count):
    """count free loopback ports, all different: Linux may hand out a port it gave a moment ago once
    its socket is closed (the hub and its proxy were given one port), so all are bound at once."""
    with contextlib.ExitStack() as held:
        sockets = [held.enter_context(socket.socket()) for _ in range(count)]
        for s in sockets:
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in sockets]


class KernelTrouble(Exception):
    """The front-end says the kernel cannot run: its error dialog, or a dead kernel."""


def start_browser(scratch, env):
    """Headless Chromium through the system's chromedriver (given, so Selenium never looks for or
    downloads one), with a fresh profile and the scratch home."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in CHROMIUM_FLAGS:
        options.add_argument(flag)
    options.add_argument(f"--user-data-dir={scratch / 'chromium-profile'}")
    service = Service(CHROMEDRIVER, env=env, log_output=str(scratch / "chromedriver.log"))
    return webdriver.Chrome(service=service, options=options)


class Frontend:
    """JupyterLab 4 and Notebook 7 in the browser: the same application (window.jupyterapp), menus,
    toolbar and cells; they differ in the URL of a notebook and in the name screenshots get."""

    def __init__(self, driver, name, server_trouble):
        self.driver, self.name, self.server_trouble = driver, name, server_trouble

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def css(self, selector):
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, selector)

    def click(self, selector):
        wait_for(
            lambda: self.js(
                "const e = document.querySelector(arguments[0]);return e !== null && e.offsetParent !== null;", selector
            ),
            30,
            f"{selector} to show",
        )
        self.css(selector).click()

    def menu(self, label, command):
        """Opens a menu of the menu bar and clicks one of its items by their labels, as a student does."""
        from selenium.webdriver.common.by import By

        items = self.driver.find_elements(By.CSS_SELECTOR, ".lm-MenuBar-item")
        next(i for i in items if i.text.strip() == label).click()
        wait_for(lambda: self.driver.find_elements(By.CSS_SELECTOR, ".lm-Menu .lm-Menu-item"), 30, f"the {label} menu")
        entries = self.driver.find_elements(By.CSS_SELECTOR, ".lm-Menu .lm-Menu-item")
        next(e for e in entries if e.text.split("\n")[0].strip() == command).click()

    def open(self, url):
        """Opens a notebook and waits for its kernel to connect, then to be idle; returns the
        kernel's status as the front-end shows it ("idle" unless the kernel leaves it unknown)."""
        self.driver.get(url)
        wait_for(
            lambda: self.kernel()["connection"] == "connected",
            KERNEL_START_TIMEOUT,
            "the notebook to open with its kernel connected",
            step=1,
        )
        try:
            wait_for(self.idle, STATUS_TIMEOUT, "the kernel's status to be idle")
        except TimeoutError:
            pass
        return self.kernel()["status"]

    def kernel(self):
        """The open notebook's kernel as the front-end sees it: its status and connection. Raises
        KernelTrouble when the front-end shows a dialog (the kernel cannot start, has died or is
        to be chosen), the kernel is dead, or the server's log says it exited."""
        state = self.js(
            "const dialog = document.querySelector('.jp-Dialog');"
            "if (dialog) return {dialog: Array.from(dialog.querySelectorAll('.jp-Dialog-header, .jp-Dialog-body'))"
            "  .map(e => e.innerText).join('\\n')};"
            "const p = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
            "const k = p && p.sessionContext && p.sessionContext.session && p.sessionContext.session.kernel;"
            "return {status: k ? k.status : null, connection: k ? k.connectionStatus : null};"
        )
        if "dialog" in state:
            raise KernelTrouble(
                "the front-end says: "
                + " | ".join(line.strip() for line in state["dialog"].splitlines() if line.strip())
            )
        if state["status"] == "dead":
            raise KernelTrouble("the kernel is dead")
        said = self.server_trouble()
        if said:
            raise KernelTrouble(said)
        return state

    def idle(self):
        """Whether the open notebook's kernel is connected and idle (KernelTrouble: it cannot be)."""
        state = self.kernel()
        return state["status"] == "idle" and state["connection"] == "connected"

    def notebook(self):
        """The element holding the open notebook's cells."""
        return self.js("return window.jupyterapp.shell.currentWidget.node;")

    def execution_counts(self):
        """Each code cell's execution count (null: not run or running)."""
        return self.js(
            "return window.jupyterapp.shell.currentWidget.content.widgets"
            ".filter(w => w.model.type === 'code').map(w => w.model.executionCount);"
        )

    def clear_outputs(self):
        self.menu("Edit", "Clear Outputs of All Cells")

    def run_all(self):
        self.menu("Run", "Run All Cells")

    def interrupt(self):
        self.click(".jp-NotebookPanel-toolbar [data-command='notebook:interrupt-kernel']")

    def add_cell_at_end(self, source):
        """Selects the last cell, inserts a code cell below it with the toolbar's + button and
        types `source` into it; returns the new cell's element."""
        from selenium.webdriver.common.keys import Keys

        self.js(
            "const n = window.jupyterapp.shell.currentWidget.content;"
            "n.activeCellIndex = n.widgets.length - 1; n.mode = 'command';"
        )
        self.click(".jp-NotebookPanel-toolbar [data-command='notebook:insert-cell-below']")
        cell = self.js("return window.jupyterapp.shell.currentWidget.content.widgets.at(-1).node;")
        box = cell.find_element("css selector", ".cm-content")
        box.click()
        box.send_keys(source)
        typed = self.cell_text(cell)
        if typed != source:  # an editor closing brackets by itself: type over what it added
            raise AssertionError(f"typed {source!r} but the cell holds {typed!r}")
        box.send_keys(Keys.CONTROL, Keys.ENTER)  # run it and stay on it
        return cell

    def cell_text(self, cell):
        return self.js("return arguments[0].querySelector('.cm-content').innerText;", cell)

    def scroll_to(self, element, block="center"):
        self.js("arguments[0].scrollIntoView({block: arguments[1]});", element, block)
        time.sleep(0.5)

    def shot(self, notebook, what, folder=SHOTS):
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{self.name}-{notebook[:2]}-{what}.png"
        self.driver.save_screenshot(str(path))
        return path
