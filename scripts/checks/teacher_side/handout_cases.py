"""scripts/hand-out against a recorded GitHub API, and scripts/fetch-repos then scripts/collect over
repositories served on loopback: the commands as docs/teaching.md writes them (read from the page,
its ORG made the server's organisation; the output of --apply the one the page shows).

The API is a server of this module on 127.0.0.1 that checks every request it gets (the token, the
template, private, the organisation, the collaborator's permission; anything else is a problem)
and answers as GitHub would for the class of five:

  roster  account  on the server                        dry run        --apply          again
  s001    alice    an account                           would create   created; invited exists; already invited
  s002    Bob      an account; its repository exists,   exists; already a collaborator (each time)
                   bob its collaborator
  s003    carol    an account, whose first lookup       would create   created; invited exists; already invited
                   answers 502 (tried again)
  s004    dave     an account                           would create   created; invited exists; already invited
  s005    ghost    no account                           no such GitHub account (each time)

The repositories are cs4386/cs4386-pathfinding-<user>. Then hostile roster entries (a user
"../admin", one with a space, a repository named "..", two entries naming one repository) are
refused with a line each and never reach the server; erin's repository is made but answered 502
(not made twice: the next run finds it), her invitation answered 429 at first (tried again); a
template that is not one and an API URL that would send the token in clear stop the command.

The class's repositories are bare repositories served by `git daemon` on loopback (or file:// URLs
where there is no git daemon), dave's named by the roster's url column (a file URL there is
refused: it could name the teacher's solutions): scripts/fetch-repos clones
them (ghost has none: one line, the others go on), a second run after alice's late push fetches
instead; collect's snapshot and collection read the clones; hostile clone URLs (ext::, fd::, a host
that is an option, http), names and folders (a link, a work tree) are refused and run nothing; a
server that never answers is stopped after --timeout.
"""

import csv
import http.server
import json
import os
import re
import socket
import subprocess
import threading
import time
from pathlib import Path

from simulated_class import commit, git  # the term's simulated class: its git helpers
from teacher_side.teacher_commands import page_commands  # the pages' commands, as written

REPO = Path(__file__).resolve().parents[3]
HAND_OUT, FETCH, COLLECT = (REPO / "scripts" / name for name in ("hand-out", "fetch-repos", "collect"))
TOKEN = "test-token-of-the-teacher"
ORG, TEMPLATE = "cs4386", "cs4386/cs4386-pathfinding"
USERS = {"alice", "Bob", "carol", "dave", "erin"}  # GitHub's accounts (ghost has none)
SECONDS = 60  # one command at most
NOTEBOOK = "notebooks/A1-dijkstra.ipynb"
SOLUTION = b'{"cells": [], "nbformat": 4, "nbformat_minor": 5, "metadata": {"edition": "solution"}}\n'
LATER = b'{"cells": [], "nbformat": 4, "nbformat_minor": 5, "metadata": {"edition": "after the deadline"}}\n'


class FakeGitHub(http.server.ThreadingHTTPServer):
    """GitHub's REST API for one organisation, recording each request and the problems with it."""

    def __init__(self):
        super().__init__(("127.0.0.1", 0), Answer)
        self.requests, self.problems = [], []
        self.repos = {"cs4386-pathfinding-bob": {"collaborators": {"bob"}, "invited": set()}}
        # answered once with an error hand-out tries again: a server's error, a rate limit
        self.failing = {
            ("GET", "/users/carol"): 502,
            ("PUT", f"/repos/{ORG}/cs4386-pathfinding-erin/collaborators/erin"): 429,
        }
        self.made_but_failing = {"cs4386-pathfinding-erin"}  # made, but answered 502 once: not made twice

    @property
    def url(self):
        return f"http://127.0.0.1:{self.server_address[1]}"


class Answer(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        self.answer()

    def do_POST(self):
        self.answer()

    def do_PUT(self):
        self.answer()

    def answer(self):
        server = self.server
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            data = json.loads(body) if body else None
        except ValueError:
            data = "not JSON"
        server.requests.append(f"{self.command} {self.path}" + (f" {json.dumps(data, sort_keys=True)}" if body else ""))
        if self.headers.get("Authorization") != f"Bearer {TOKEN}":
            server.problems.append(f"{self.command} {self.path}: Authorization {self.headers.get('Authorization')!r}")
        if self.headers.get("Accept") != "application/vnd.github+json":
            server.problems.append(f"{self.command} {self.path}: Accept {self.headers.get('Accept')!r}")
        status = server.failing.pop((self.command, self.path), None)
        if status:
            return self.send(
                status,
                {"message": "Server Error" if status == 502 else "API rate limit exceeded"},
                {"Retry-After": "0"},
            )
        status, answer = self.route(self.command, self.path.split("?")[0].split("/")[1:], data)
        if status is None:
            server.problems.append(f"unexpected: {self.command} {self.path}")
            status, answer = 404, {"message": "Not Found"}
        self.send(status, answer)

    def route(self, method, parts, data):
        """(status, answer) as GitHub gives it, or (None, None) for a request hand-out must not make."""
        server, repos = self.server, self.server.repos
        if method == "GET" and parts == ["repos", *TEMPLATE.split("/")]:
            return 200, {"full_name": TEMPLATE, "is_template": True, "private": True}
        if method == "GET" and parts == ["repos", ORG, "plain"]:
            return 200, {"full_name": f"{ORG}/plain", "is_template": False, "private": True}
        if method == "GET" and parts == ["orgs", ORG]:
            return 200, {"login": ORG}
        if method == "GET" and len(parts) == 2 and parts[0] == "users":
            user = next((u for u in USERS if u.lower() == parts[1].lower()), None)
            return (200, {"login": user, "type": "User"}) if user else (404, {"message": "Not Found"})
        if method == "POST" and parts == ["repos", *TEMPLATE.split("/"), "generate"]:
            wrong = [f"{k} {data.get(k)!r}" for k, v in (("owner", ORG), ("private", True)) if data.get(k) != v]
            if wrong or not str(data.get("name", "")).startswith("cs4386-pathfinding-"):
                server.problems.append(f"generate: {data}")
            if str(data.get("name")).lower() in repos:
                return 422, {"message": "Repository creation failed.", "errors": ["name already exists"]}
            repos[str(data["name"]).lower()] = {"collaborators": set(), "invited": set()}
            if data["name"] in server.made_but_failing:
                server.made_but_failing.discard(data["name"])
                return 502, {"message": "Server Error"}
            return 201, {"full_name": f"{ORG}/{data['name']}", "private": True}
        if len(parts) < 3 or parts[:2] != ["repos", ORG]:
            return None, None
        repo = repos.get(parts[2].lower())  # GitHub's names ignore case
        if method == "GET" and len(parts) == 3:
            return (
                (
                    200,
                    {"full_name": f"{ORG}/{parts[2]}", "private": True, "template_repository": {"full_name": TEMPLATE}},
                )
                if repo
                else (404, {"message": "Not Found"})
            )
        if repo is None:
            return None, None
        if method == "GET" and parts[3:4] == ["invitations"] and len(parts) == 4:
            return 200, [{"invitee": {"login": user}, "permissions": "write"} for user in sorted(repo["invited"])]
        if parts[3:4] == ["collaborators"] and len(parts) == 5:
            user = parts[4].lower()
            if method == "GET":
                return (204, None) if user in repo["collaborators"] else (404, {"message": "Not Found"})
            if method == "PUT":
                if data != {"permission": "push"}:
                    server.problems.append(f"PUT collaborator {user}: {data}")
                if user in repo["invited"]:
                    server.problems.append(f"PUT collaborator {user}: invited a second time")
                repo["invited"].add(user)
                return 201, {"invitee": {"login": user}, "permissions": "write"}
        return None, None

    def send(self, status, answer, headers=None):
        body = b"" if answer is None else json.dumps(answer).encode()
        self.send_response(status)
        for name, value in dict(headers or {}, **{"Content-Type": "application/json"}).items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def documented(script):
    """The arguments of each command of docs/teaching.md that runs the script, its ORG made ours."""
    return [
        [word.replace("ORG", ORG) for word in c.arguments]
        for c in page_commands("docs/teaching.md")
        if c.script == f"scripts/{script}"
    ]


def run_command(command, *args, cwd, env=None):
    """(exit code, output) of a command run as the docs write it, not through sys.executable."""
    said = subprocess.run(
        [str(command)] + [str(a) for a in args],
        cwd=cwd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        timeout=SECONDS,
        stdin=subprocess.DEVNULL,
    )
    return said.returncode, said.stdout.decode(errors="replace")


def write_roster(path, rows, header=("id", "name", "email", "github")):
    with open(path, "w", newline="", encoding="utf-8") as f:
        csv.writer(f).writerows([header] + rows)
    return path


CLASS = [
    ["s001", "Alice", "alice@example.edu", "alice"],
    ["s002", "Bob", "bob@example.edu", "Bob"],
    ["s003", "Carol", "carol@example.edu", "carol"],
    ["s004", "Dave", "dave@example.edu", "dave"],
    ["s005", "Ghost", "ghost@example.edu", "ghost"],
]


def lines_of(output):
    """{student id: the rest of their line} of a hand-out or fetch-repos run."""
    return {line.split()[0]: " ".join(line.split()[1:]) for line in output.splitlines() if re.match(r"s\d{3} ", line)}


def expect_lines(output, expected):
    """Problems unless each student's line holds its words in order, and the last line the summary."""
    got, problems = lines_of(output), []
    for student, words in expected.items():
        line = got.get(student, "")
        at = 0
        for word in words:
            at = line.find(word, at)
            if at < 0:
                problems.append(f"{student}: expected {words}, the line is {line!r}")
                break
    return problems


def hand_out(checks, scratch):
    server = FakeGitHub()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    env = dict(os.environ, GH_TOKEN=TOKEN, GITHUB_API_URL=server.url, no_proxy="127.0.0.1", NO_PROXY="127.0.0.1")
    roster = write_roster(scratch / "roster.csv", CLASS)
    command, apply = documented("hand-out")  # the dry run, then --apply
    try:
        code, output = run_command(HAND_OUT, *command, cwd=scratch, env=env)
        dry = [r for r in server.requests if not r.startswith("GET")]
        problems = expect_lines(
            output,
            {
                "s001": ["alice", f"{ORG}/cs4386-pathfinding-alice", "would create; would invite"],
                "s002": ["Bob", "cs4386-pathfinding-Bob", "exists; already a collaborator"],
                "s003": ["carol", "would create; would invite"],
                "s004": ["dave", "would create; would invite"],
                "s005": ["ghost", "no such GitHub account"],
            },
        )
        last = output.strip().splitlines()[-1:]
        if last != [
            "5 students: 3 would create, 3 would invite, 1 exists, 1 already a collaborator, "
            "1 no such GitHub account (dry run)"
        ]:
            problems.append(f"the summary is {last}")
        checks.check(
            "hand-out, dry run: a line per student and the summary; only GET requests (exit code 1: ghost)",
            problems
            + [f"it changed something: {dry}"] * bool(dry)
            + [f"exit code {code}"] * (code != 1)
            + server.problems,
            "\n" + output.rstrip(),
        )
        checks.check(
            "hand-out: an answer 502 tried again", [server.requests] * (server.requests.count("GET /users/carol") != 2)
        )
        dry_count = len(server.requests)

        code, output = run_command(HAND_OUT, *apply, cwd=scratch, env=env)
        made = server.requests[dry_count:]
        generated = [r for r in made if r.startswith("POST")]
        invited = [r for r in made if r.startswith("PUT")]
        problems = expect_lines(
            output,
            {
                "s001": ["created; invited"],
                "s002": ["exists; already a collaborator"],
                "s003": ["created; invited"],
                "s004": ["created; invited"],
                "s005": ["no such GitHub account"],
            },
        )
        expected = [
            f'POST /repos/{TEMPLATE}/generate {{"description": "cs4386-pathfinding for {u}", "name": "cs4386-pathfinding-{u}", '
            f'"owner": "{ORG}", "private": true}}'
            for u in ("alice", "carol", "dave")
        ]
        if generated != expected:
            problems.append(f"generate requests: {generated}")
        if invited != [
            f'PUT /repos/{ORG}/cs4386-pathfinding-{u}/collaborators/{u} {{"permission": "push"}}'
            for u in ("alice", "carol", "dave")
        ]:
            problems.append(f"collaborator requests: {invited}")
        as_page = output.replace(f"{ORG}/", "ORG/").replace(f" to {ORG},", " to ORG,").strip()
        if as_page not in (REPO / "docs" / "teaching.md").read_text(encoding="utf-8"):
            problems.append("the output is not the one docs/teaching.md shows")
        checks.check(
            "hand-out --apply: three repositories made private from the template in the organisation, "
            "the three students invited with push, Bob's repository left as it is; the output the page's",
            problems + [f"exit code {code}"] * (code != 1) + server.problems,
            "\n" + output.rstrip() + "\nrequests:\n" + "\n".join(made),
        )
        applied = len(server.requests)

        code, output = run_command(HAND_OUT, *apply, cwd=scratch, env=env)
        again = [r for r in server.requests[applied:] if not r.startswith("GET")]
        problems = expect_lines(
            output,
            {
                "s001": ["exists; already invited"],
                "s002": ["exists; already a collaborator"],
                "s003": ["exists; already invited"],
                "s004": ["exists; already invited"],
                "s005": ["no such GitHub account"],
            },
        )
        checks.check(
            "hand-out --apply again: nothing made or invited twice",
            problems + [f"it changed something: {again}"] * bool(again) + server.problems,
            "\n" + output.rstrip(),
        )

        hostile = write_roster(
            scratch / "hostile.csv",
            [
                ["s101", "Dots", "", "../admin"],
                ["s102", "Space", "", "bob smith"],
                ["s103", "Hyphen", "", "-bob"],
                ["s104", "Long", "", "a" * 40],
                ["s105", "Dotted", "", "alice", ".."],
                ["s106", "Twice", "", "carol", "cs4386-pathfinding-Bob"],
                ["s107", "Again", "", "Bob", "CS4386-pathfinding-bob"],
            ],
            header=("id", "name", "email", "github", "repository"),
        )
        before = len(server.requests)
        code, output = run_command(
            HAND_OUT, "--roster", hostile, "--template", TEMPLATE, "--org", ORG, cwd=scratch, env=env
        )
        reached = [
            r
            for r in server.requests[before:]
            if not r.endswith(("/cs4386-pathfinding", f"/orgs/{ORG}")) and "/carol" not in r and "-Bob" not in r
        ]  # s106, the one roster entry that is not refused
        problems = expect_lines(
            output,
            {
                s: ["refused", why]
                for s, why in (
                    ("s101", "not a GitHub user name"),
                    ("s102", "not a GitHub user name"),
                    ("s103", "not a GitHub user name"),
                    ("s104", "not a GitHub user name"),
                    ("s105", "the repository name '..'"),
                    ("s107", "is s106's already"),
                )
            },
        )
        checks.check(
            "hand-out: hostile roster entries refused, one line each, never sent to the API",
            problems
            + [f"requests: {reached}"] * bool(reached)
            + [f"exit code {code}"] * (code != 1)
            + ["a traceback"] * ("Traceback" in output),
            "\n" + output.rstrip(),
        )

        erin = write_roster(scratch / "erin.csv", [["s006", "Erin", "erin@example.edu", "erin"]])
        before = len(server.requests)
        first = run_command(
            HAND_OUT, "--roster", erin, "--template", TEMPLATE, "--org", ORG, "--apply", cwd=scratch, env=env
        )
        second = run_command(
            HAND_OUT, "--roster", erin, "--template", TEMPLATE, "--org", ORG, "--apply", cwd=scratch, env=env
        )
        posts = [r for r in server.requests[before:] if r.startswith("POST")]
        puts = [r for r in server.requests[before:] if r.startswith("PUT")]
        problems = expect_lines(first[1], {"s006": ["error (creating", "HTTP 502: Server Error"]}) + expect_lines(
            second[1], {"s006": ["exists; invited"]}
        )
        checks.check(
            "hand-out: a repository made but answered 502 is not made twice; the next run invites "
            "(its invitation answered 429 at first, tried again)",
            problems
            + [f"{len(posts)} POST requests"] * (len(posts) != 1)
            + [f"{len(puts)} PUT requests"] * (len(puts) != 2)
            + [f"exit codes {first[0]}, {second[0]}"] * ((first[0], second[0]) != (1, 0)),
            "\n" + first[1].rstrip() + "\n" + second[1].rstrip(),
        )

        code, output = run_command(
            HAND_OUT, "--roster", roster, "--template", f"{ORG}/plain", "--org", ORG, cwd=scratch, env=env
        )
        checks.check(
            "hand-out: a template that is not a template repository: one line, exit code 2",
            [f"exit code {code}: {output}"]
            * (
                code != 2
                or output.strip()
                != f"hand-out: {ORG}/plain is not a template repository: tick Settings > Template repository on GitHub"
            ),
        )

        requests = len(server.requests)
        code, output = run_command(HAND_OUT, *command, cwd=scratch, env=dict(env, GITHUB_API_URL="http://example.com"))
        checks.check(
            "hand-out: an API URL that would send the token in clear refused",
            [f"exit code {code}: {output}"]
            * (code != 2 or len(output.splitlines()) != 1 or "not an https URL" not in output)
            + ["a request made"] * (len(server.requests) != requests),
        )
    finally:
        server.shutdown()
        server.server_close()


def daemon(base):
    """git daemon serving base on a free port of 127.0.0.1: (process, URL prefix), or (None, file URL
    prefix) when this machine's git has no daemon."""
    programs = subprocess.run(["git", "--exec-path"], capture_output=True, text=True).stdout.strip()
    if not os.access(Path(programs) / "git-daemon", os.X_OK):
        return None, base.as_uri()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    process = subprocess.Popen(
        [
            "git",
            "daemon",
            "--reuseaddr",
            "--listen=127.0.0.1",
            f"--port={port}",
            f"--base-path={base}",
            "--export-all",
            "--timeout=20",
            "--init-timeout=5",
            "--max-connections=8",
            str(base),
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    until = time.monotonic() + 10
    while time.monotonic() < until:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    return process, f"git://127.0.0.1:{port}"


def served(base, user, *steps):
    """A bare repository ORG/cs4386-pathfinding-USER.git under base: the course's README, then each step
    (hours from the deadline, the notebook's content); its work tree returned for later pushes."""
    work = base.parent / "work" / user
    work.mkdir(parents=True)
    git(work, "init", "-q")
    (work / "README.md").write_text("# The course\n")
    commit(work, "The course", -24 * 14)
    for hours, data in steps:
        (work / "notebooks").mkdir(exist_ok=True)
        (work / NOTEBOOK).write_bytes(data)
        commit(work, f"work ({hours} h)", hours)
    bare = base / ORG / f"cs4386-pathfinding-{user}.git"
    git(base, "clone", "-q", "--bare", str(work), str(bare))
    git(work, "remote", "add", "origin", str(bare))
    return work


def fetch_and_collect(checks, scratch):
    base = scratch / "served"
    base.mkdir()
    alice = served(base, "alice", (-2, SOLUTION))
    served(base, "Bob", (-30, SOLUTION))
    served(base, "carol", (5, SOLUTION))  # late
    served(base, "dave")  # no notebook
    process, prefix = daemon(base)
    dave = f"{prefix}/{ORG}/cs4386-pathfinding-dave.git" if process else ""  # the roster's url (not a file URL)
    write_roster(
        scratch / "roster.csv",
        [row + [dave if row[3] == "dave" else ""] for row in CLASS],
        header=("id", "name", "email", "github", "url"),
    )
    # the page's command for GitHub, its server the daemon; then the one for any host, its URL the
    # daemon's and its names the GitHub route's, so that it fetches into the same clones
    github, any_host = documented("fetch-repos")
    any_host = [prefix + "/" + ORG + "/{repo}.git" if w.startswith("git@gitlab") else w for w in any_host]
    try:
        code, output = run_command(FETCH, *github, cwd=scratch, env=dict(os.environ, GITHUB_SERVER_URL=prefix))
        problems = expect_lines(
            output,
            {
                s: [f"cs4386-pathfinding-{u}", "cloned (HEAD"]
                for s, u in (("s001", "alice"), ("s002", "Bob"), ("s003", "carol"), ("s004", "dave"))
            },
        )
        problems += expect_lines(output, {"s005": ["cs4386-pathfinding-ghost", "failed ("]})
        clones = sorted(os.listdir(scratch / "student-repos"))
        if clones != [
            "cs4386-pathfinding-Bob",
            "cs4386-pathfinding-alice",
            "cs4386-pathfinding-carol",
            "cs4386-pathfinding-dave",
        ]:
            problems.append(f"student-repos holds {clones}")
        origin = subprocess.run(
            ["git", "config", "--file", "student-repos/cs4386-pathfinding-dave/config", "remote.origin.url"],
            cwd=scratch,
            capture_output=True,
            text=True,
        ).stdout.strip()
        if dave and origin != dave:
            problems.append(f"dave's clone is of {origin!r}, not the roster's {dave}")
        checks.check(
            f"fetch-repos over {prefix.split(':')[0]}:// (dave's from the roster's url): four clones, "
            "ghost's one line (exit code 1)",
            problems + [f"exit code {code}"] * (code != 1),
            "\n" + output.rstrip(),
        )

        (alice / NOTEBOOK).write_bytes(LATER)
        commit(alice, "after the deadline", 3)
        git(alice, "push", "-q", "origin", "HEAD:main")
        code, output = run_command(
            FETCH, *any_host, "--name", "{template}-{github}", "--template", TEMPLATE, cwd=scratch
        )
        problems = expect_lines(
            output, {"s001": ["fetched", "->"], "s002": ["fetched (up to date"], "s005": ["failed"]}
        )
        checks.check(
            "fetch-repos again, by URL pattern: alice's new commit fetched, the others up to date",
            problems,
            "\n" + output.rstrip(),
        )
    finally:
        if process:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    code, output = run_command(
        COLLECT, "student-repos", "--assignment", "A1", "--snapshot", "deadline-A1.json", cwd=scratch
    )
    checks.check(
        "collect --snapshot reads the clones",
        [f"exit code {code}: {output}"] * bool(code) + [f"snapshot: {output}"] * ("4 repositories" not in output),
    )
    code, output = run_command(
        COLLECT,
        "student-repos",
        "--assignment",
        "A1",
        "--into",
        "submissions/A1",
        "--deadline",
        "2026-12-01T23:59+08:00",
        "--roster",
        "roster.csv",
        "--against-snapshot",
        "deadline-A1.json",
        cwd=scratch,
    )
    problems = [f"exit code {code}: {output}"] * bool(code)
    rows = {}
    if not code:
        rows = {
            r["student"]: r for r in json.loads((scratch / "submissions/A1/collection.json").read_text())["students"]
        }
    for student, status, notebook in (
        ("s001", "on time", SOLUTION),
        ("s002", "on time", SOLUTION),
        ("s003", "late", None),
        ("s004", "missing", None),
        ("s005", "missing", None),
    ):
        row = rows.get(student, {})
        got = (scratch / "submissions/A1" / row["file"]).read_bytes() if row.get("file") else None
        if row.get("status") != status or got != notebook:
            problems.append(f"{student}: expected {status} with {notebook and notebook[:60]}, got {row}")
    checks.check(
        "collect over the fetched clones: alice's notebook as at the deadline, bob's, carol late, "
        "dave and ghost without one",
        problems,
        "\n" + output.rstrip(),
    )


def hostile_fetch(checks, scratch):
    silent = socket.create_server(("127.0.0.1", 0))  # a git server that takes the connection and never answers
    port = silent.getsockname()[1]
    try:
        hostile_urls(checks, scratch, port)
    finally:
        silent.close()


def hostile_urls(checks, scratch, port):
    markers = scratch / "markers"
    markers.mkdir()
    repos = scratch / "student-repos"
    repos.mkdir()
    elsewhere = scratch / "elsewhere"
    elsewhere.mkdir()
    (repos / "cs4386-pathfinding-linked").symlink_to(elsewhere)
    (repos / "cs4386-pathfinding-plain" / ".git").mkdir(parents=True)
    write_roster(
        scratch / "roster.csv",
        [
            ["s201", "", "", "ext", f"ext::sh -c touch% {markers}/ext"],
            ["s202", "", "", "fd", "fd::17"],
            ["s203", "", "", "option", "-oProxyCommand=touch x@host:repo"],
            ["s204", "", "", "sshopt", "git@-oProxyCommand=touch:repo"],
            ["s205", "", "", "dots/../../x", ""],
            ["s206", "", "", "linked", ""],
            ["s207", "", "", "plain", ""],  # --url's file URL, to folders already there
            ["s208", "", "", "http", "http://127.0.0.1:9/x.git"],
            ["s209", "", "", "silent", f"git://127.0.0.1:{port}/x.git"],
            ["s210", "", "", "solutions", (scratch / "elsewhere").as_uri()],
        ],
        header=("id", "name", "email", "github", "url"),
    )
    code, output = run_command(
        FETCH,
        "student-repos",
        "--roster",
        "roster.csv",
        "--url",
        "file:///nowhere/{repo}",
        "--template",
        TEMPLATE,
        "--timeout",
        "2",
        cwd=scratch,
    )
    problems = expect_lines(
        output,
        {
            "s201": ["refused", "not an https, ssh, git or file URL"],
            "s202": ["refused", "not an https"],
            "s203": ["refused", "not an https"],
            "s204": ["refused", "not an https"],
            "s205": ["refused", "repository name"],
            "s206": ["refused", "symbolic link"],
            "s207": ["refused", "not a bare clone made here"],
            "s208": ["refused", "not an https"],
            "s209": ["failed", "no answer within 2 s"],
            "s210": ["refused", "a file on this machine"],
        },
    )
    left = (
        os.listdir(markers)
        + os.listdir(elsewhere)
        + sorted(set(os.listdir(repos)) - {"cs4386-pathfinding-linked", "cs4386-pathfinding-plain"})
    )
    checks.check(
        "fetch-repos: hostile URLs, names and folders refused, one line each, nothing run; a server "
        "that never answers stopped after --timeout, nothing left of its clone",
        problems
        + [f"left behind: {left}"] * bool(left)
        + [f"exit code {code}"] * (code != 1)
        + ["a traceback"] * ("Traceback" in output),
        "\n" + output.rstrip(),
    )


def run(checks, scratch):
    for part in (hand_out, fetch_and_collect, hostile_fetch):
        folder = scratch / part.__name__
        folder.mkdir()
        part(checks, folder)
