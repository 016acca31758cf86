"""The class's repositories, one per student of the roster: handed out from the course's template
on GitHub (scripts/hand-out) and fetched at the deadline from any git host (scripts/fetch-repos).

Both read the roster scripts/collect and scripts/grade read (scripts/pathlab_tools/grader/gradebook.py: id,
name, email, github or repository, and here an optional url column) and name each student's
repository the same way: the roster's repository, else --name with {template} (the template's
repository name), {github} (the student's user) and {org} filled in. Everything in the roster is
taken as hostile: a GitHub user is checked against GitHub's rules before it goes into an API path,
a repository name is [A-Za-z0-9._-] and is a folder name too, a clone URL is https, ssh, git or
file; nothing from it reaches a shell. A student whose entry is refused gets one line and the
others go on.
"""

import argparse
import datetime
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from .entry_point import exit_code
from .grader import gradebook  # the roster, as collect and grade read it
from .grader.inert import one_line

DEFAULT_NAME = "{template}-{github}"
# GitHub's rule for a user name: letters, digits and single hyphens, not at either end, 1-39 characters.
LOGIN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}")
# A repository name that is also a safe folder name: never '.', '..', a hidden name or an option.
REPOSITORY = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._-]{0,99}")
OWNER_REPO = re.compile(r"(" + LOGIN.pattern + r")/(" + REPOSITORY.pattern + r")")


class Refused(Exception):
    """A student's roster entry that cannot be used (the message is the line's reason)."""


class Failed(Exception):
    """A server's answer or a git run that stops a student's line (the message is its reason)."""


def shown(text):
    """A roster value or a server's message, printable on one line (at most 200 characters)."""
    line = one_line(str(text))
    return line if len(line) <= 200 else line[:200] + "..."


class CannotStart(Exception):
    """What stops the command before any student's line: the roster, the token, the folder (its message
    is one line; run() shows it and exits 2)."""


def run(command, program, doc):
    """An entry point's whole run: command(doc)'s exit code, or 2 with one line when it cannot start."""
    return exit_code(program, CannotStart, command, doc, status=2)


def read_roster(path):
    try:
        return gradebook.read_roster(path)
    except gradebook.GradebookError as e:
        raise CannotStart(str(e)) from None


def repository_name(person, pattern, template, org, taken=None):
    """The student's repository name: the roster's repository, else the pattern filled in. With
    taken ({name in lower case: id}), Refused when another student of the roster has it (GitHub's
    names ignore case)."""
    if person["repository"]:
        name = person["repository"]
    elif not person["github"]:
        raise Refused("the roster gives neither a github user nor a repository")
    else:
        name = pattern.format(template=template or "", github=person["github"], org=org or "")
    if not REPOSITORY.fullmatch(name):
        raise Refused(
            f"the repository name {shown(name)!r} is not letters, digits, '.', '_' and '-' "
            "(at most 100, not starting with '.' or '-')"
        )
    if taken is not None and taken.setdefault(name.lower(), person["id"]) != person["id"]:
        raise Refused(f"the repository {name} is {shown(taken[name.lower()])}'s already")
    return name


def check_pattern(parser, pattern, names, option):
    """Exits with a usage line unless the pattern's {placeholders} are among names."""
    try:
        pattern.format(**{n: "x" for n in names})
    except (KeyError, IndexError, ValueError, AttributeError):
        parser.error(f"{option} {pattern!r}: its only placeholders can be " + ", ".join("{" + n + "}" for n in names))


def count(n, thing):
    return f"{n} {thing}" if n == 1 else f"{n} {thing[:-1]}ies" if thing.endswith("y") else f"{n} {thing}s"


def check_login(login):
    if not LOGIN.fullmatch(login):
        raise Refused(
            f"the github user {shown(login)!r} is not a GitHub user name "
            "(letters, digits and single hyphens, at most 39)"
        )
    return login


# ---- scripts/hand-out: the GitHub API ----

ATTEMPTS = 4  # tries of one API call answered 5xx, 429 or "rate limit exceeded"
LONGEST_WAIT = 60  # seconds waited at most before a retry; a longer rate-limit wait stops the call
API_SECONDS = 30  # one API call's time limit


class GitHub:
    """The GitHub REST API at one base URL (GitHub Enterprise's too), with the teacher's token."""

    def __init__(self, base, token):
        self.base = base.rstrip("/")
        self.headers = {
            "Authorization": f"Bearer {token}",
            "Accept": "application/vnd.github+json",
            "X-GitHub-Api-Version": "2022-11-28",
            "User-Agent": "pathlab-hand-out",
        }

    def call(self, method, segments, body=None, query=""):
        """(status, JSON answer or None) of METHOD on the path made of segments, each quoted whole
        (a name can never add a path segment). A 429 or rate-limit answer is tried again a bounded
        number of times, so is a 5xx or no answer to a GET (a POST or PUT the server may have done
        is not repeated: the next run finds what it did); then Failed with its one line."""
        url = self.base + "".join("/" + urllib.parse.quote(s, safe="") for s in segments) + query
        data = None if body is None else json.dumps(body).encode()
        headers = dict(self.headers, **({"Content-Type": "application/json"} if data else {}))
        for attempt in range(1, ATTEMPTS + 1):
            request = urllib.request.Request(url, data=data, method=method, headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=API_SECONDS) as answer:
                    return answer.status, parsed(answer.read())
            except urllib.error.HTTPError as e:
                status, text, wait = e.code, e.read(), retry_after(e, method == "GET")
                if wait is None or attempt == ATTEMPTS:
                    return status, parsed(text)
                if wait > LONGEST_WAIT:
                    raise Failed(
                        f"rate limited by the API for {wait} s more: run again later (it goes on where it stopped)"
                    ) from None
            except (urllib.error.URLError, OSError) as e:
                if attempt == ATTEMPTS or method != "GET":
                    raise Failed(f"no answer from {self.base}: {shown(getattr(e, 'reason', e))}") from None
                wait = 2**attempt
            time.sleep(wait)


def parsed(text):
    try:
        return json.loads(text) if text else None
    except ValueError:
        return None


def retry_after(error, repeatable):
    """Seconds to wait before trying a call again, or None when its answer is final: a rate limit
    (the call was not done), or a server's error when the call can be repeated."""
    headers = error.headers
    limited = error.code == 429 or (
        error.code == 403 and (headers.get("x-ratelimit-remaining") == "0" or headers.get("retry-after"))
    )
    if not limited and not (error.code >= 500 and repeatable):
        return None
    if (headers.get("retry-after") or "").isdigit():
        return int(headers["retry-after"])
    if headers.get("x-ratelimit-remaining") == "0" and (headers.get("x-ratelimit-reset") or "").isdigit():
        return max(1, int(headers["x-ratelimit-reset"]) - int(time.time()))
    return 5


def failed(status, answer):
    """The one line of an answer that is not the one expected: its status and GitHub's message."""
    answer = answer if isinstance(answer, dict) else {}
    errors = answer.get("errors") if isinstance(answer.get("errors"), list) else []
    details = "; ".join(str(e.get("message") or e.get("code") or "") if isinstance(e, dict) else str(e) for e in errors)
    return (
        f"HTTP {status}"
        + (f": {shown(answer['message'])}" if answer.get("message") else "")
        + (f" ({shown(details)})" if details.strip("; ") else "")
    )


def api_token(base):
    """GH_TOKEN, GITHUB_TOKEN, else what `gh auth token` gives for the API's host; exits without one."""
    for variable in ("GH_TOKEN", "GITHUB_TOKEN"):
        if os.environ.get(variable, "").strip():
            return os.environ[variable].strip()
    host = urllib.parse.urlsplit(base).hostname or ""
    host = "github.com" if host == "api.github.com" else host
    if shutil.which("gh"):
        try:
            said = subprocess.run(
                ["gh", "auth", "token", "--hostname", host],
                capture_output=True,
                text=True,
                timeout=API_SECONDS,
                stdin=subprocess.DEVNULL,
            )
            if said.returncode == 0 and said.stdout.strip():
                return said.stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            pass
    raise CannotStart(
        f"no token for {host}: set GH_TOKEN (a token with the repo scope, of an owner of the "
        "organisation) or run `gh auth login`"
    )


def api_base():
    """GITHUB_API_URL (default https://api.github.com); CannotStart if it would send the token in clear
    to another machine."""
    base = os.environ.get("GITHUB_API_URL") or "https://api.github.com"
    parts = urllib.parse.urlsplit(base)
    loopback = parts.hostname in ("127.0.0.1", "::1", "localhost")
    if parts.scheme != "https" and not (parts.scheme == "http" and loopback):
        raise CannotStart(f"GITHUB_API_URL {shown(base)!r} is not an https URL (the token would travel in clear)")
    return base


def hand_out_one(github, login, name, args):
    """The student's repository made from the template and the student added to it (or, in a dry
    run, what would be done); returns (outcomes, note). A failure is Refused or Failed, or one of
    FAILURES alone."""
    status, user = github.call("GET", ["users", login])
    if status == 404:
        return ["no such GitHub account"], ""
    if status != 200:
        raise Failed(f"the account {login}: {failed(status, user)}")
    if user.get("type") != "User":
        return ["not a user's account"], f"{login} is a GitHub {shown(user.get('type'))}"
    login = user.get("login") or login  # as GitHub spells it
    status, repo = github.call("GET", ["repos", args.org, name])
    if status == 200:
        made_from = ((repo.get("template_repository") or {}).get("full_name") or "").lower()
        note = ", ".join(
            ["public: anyone can read it"] * (repo.get("private") is False)
            + [f"not made from {args.template}"] * (made_from != args.template.lower())
        )
        done = "exists"
    elif status != 404:
        raise Failed(f"reading {args.org}/{name}: {failed(status, repo)}")
    elif not args.apply:
        return ["would create", "would invite"], ""
    else:
        status, repo = github.call(
            "POST",
            ["repos", args.template_owner, args.template_name, "generate"],
            {"owner": args.org, "name": name, "private": True, "description": f"{args.template_name} for {login}"},
        )
        if status != 201:
            raise Failed(f"creating {args.org}/{name} from {args.template}: {failed(status, repo)}")
        done, note = "created", ""
    return [done, collaborator(github, login, name, args)], note


def collaborator(github, login, name, args):
    """The student as a collaborator with push permission: already one, already invited, or invited now
    (added, for a member of the organisation)."""
    status, answer = github.call("GET", ["repos", args.org, name, "collaborators", login])
    if status == 204:
        return "already a collaborator"
    if status != 404:
        raise Failed(f"reading {args.org}/{name}'s collaborators: {failed(status, answer)}")
    status, invitations = github.call("GET", ["repos", args.org, name, "invitations"], query="?per_page=100")
    if status != 200:
        raise Failed(f"reading {args.org}/{name}'s invitations: {failed(status, invitations)}")
    if any(
        ((i.get("invitee") or {}).get("login") or "").lower() == login.lower()
        for i in (invitations if isinstance(invitations, list) else [])
        if isinstance(i, dict)
    ):
        return "already invited"
    if not args.apply:
        return "would invite"
    status, answer = github.call("PUT", ["repos", args.org, name, "collaborators", login], {"permission": "push"})
    if status == 201:
        return "invited"
    if status == 204:
        return "added"
    raise Failed(f"adding {login} to {args.org}/{name}: {failed(status, answer)}")


FAILURES = ("no such GitHub account", "not a user's account", "refused", "error")


def hand_out(doc, argv=None):
    parser = argparse.ArgumentParser(prog="scripts/hand-out", description=doc.split("\n")[0])
    parser.add_argument("--roster", type=Path, required=True, help="the class: CSV with id and github columns")
    parser.add_argument("--template", required=True, metavar="OWNER/REPO", help="the course's template repository")
    parser.add_argument("--org", required=True, help="the organisation the students' repositories are made in")
    parser.add_argument(
        "--name",
        default=DEFAULT_NAME,
        metavar="PATTERN",
        help="each repository's name, of {template}, {github} and {org} (default %(default)s)",
    )
    parser.add_argument("--apply", action="store_true", help="do it (without: a dry run, nothing changed)")
    args = naming(parser, argv)
    roster = read_roster(args.roster)
    base = api_base()
    github = GitHub(base, api_token(base))
    try:
        check_owners(github, args)
    except Failed as e:
        raise CannotStart(e) from None
    print(
        f"hand-out of {args.template} to {args.org}, {count(len(roster), 'student')}"
        + ("" if args.apply else " (dry run: nothing is changed; --apply does it)"),
        flush=True,
    )
    columns = widths(roster, args, f"{args.org}/")
    counts, taken = {}, {}
    for person in roster:
        name = ""
        try:
            login = check_login(person["github"])
            name = repository_name(person, args.name, args.template_name, args.org, taken)
            outcomes, note = hand_out_one(github, login, name, args)
        except Refused as e:
            outcomes, note = ["refused"], str(e)
        except Failed as e:
            outcomes, note = ["error"], str(e)
        for outcome in outcomes:
            counts[outcome] = counts.get(outcome, 0) + 1
        print(
            row(
                columns,
                [person["id"], person["github"], f"{args.org}/{name}" if name else ""],
                "; ".join(outcomes),
                note,
            ),
            flush=True,
        )
    failures = sum(n for outcome, n in counts.items() if outcome in FAILURES)
    print(
        f"{count(len(roster), 'student')}: "
        + ", ".join(f"{n} {outcome}" for outcome, n in counts.items())
        + ("" if args.apply else " (dry run)")
    )
    return 1 if failures else 0


def naming(parser, argv):
    """The parsed arguments, the template and the organisation checked as GitHub names, the pattern's
    placeholders known; a usage error otherwise."""
    args = parser.parse_args(argv)
    args.template_owner = args.template_name = None
    if args.template:
        template = OWNER_REPO.fullmatch(args.template)
        if not template:
            parser.error(f"--template {args.template!r} is not OWNER/REPO")
        args.template_owner, args.template_name = template.groups()
    if args.org is not None and not LOGIN.fullmatch(args.org):
        parser.error(f"--org {args.org!r} is not a GitHub organisation's name")
    check_pattern(parser, args.name, ("template", "github", "org"), "--name")
    if "{template}" in args.name and not args.template:
        parser.error(f"--name {args.name} names {{template}}: give --template OWNER/REPO (or another --name)")
    return args


def check_owners(github, args):
    """Failed unless the template is a template repository the token reads and the organisation exists."""
    status, answer = github.call("GET", ["repos", args.template_owner, args.template_name])
    if status != 200:
        raise Failed(
            f"the template {args.template}: "
            + ("not found (or the token cannot read it)" if status == 404 else failed(status, answer))
        )
    if not answer.get("is_template"):
        raise Failed(f"{args.template} is not a template repository: tick Settings > Template repository on GitHub")
    status, answer = github.call("GET", ["orgs", args.org])
    if status != 200:
        raise Failed(f"the organisation {args.org}: " + ("not found" if status == 404 else failed(status, answer)))


def widths(roster, args, prefix=""):
    """The widths of the id, user and repository (after prefix) columns, at most 32 each."""

    def name(person):
        try:
            return prefix + repository_name(person, args.name, args.template_name, args.org)
        except Refused:
            return ""

    return [
        min(32, max([len(shown(v)) for v in values] + [1]))
        for values in ([p["id"] for p in roster], [p["github"] for p in roster], [name(p) for p in roster])
    ]


def row(columns, values, outcome, note):
    """A student's line: id, user and repository in columns, then what was done and why."""
    cells = [shown(v) for v in values]
    return "  ".join(f"{c:<{w}}" for c, w in zip(cells, columns)) + "  " + outcome + (f" ({note})" if note else "")


# ---- scripts/fetch-repos: any git host ----

PROTOCOLS = "file:git:https:ssh"  # git's transports allowed (GIT_ALLOW_PROTOCOL); ext::, fd::, http never
URL = re.compile(
    r"(?:(?:https|ssh|git|file)://[^\s]+"  # a URL
    r"|[A-Za-z0-9._~+-]+@[A-Za-z0-9][A-Za-z0-9.-]*:[^\s]+)"
)  # user@host:path (ssh)
# Nothing a clone brings runs or is followed: no hook, no checkout (so no filter, no submodule), no
# bundle URL the server names. No garbage collection: the commits a history forced over replaced
# stay readable (a snapshot of collect's may name them).
GIT_OPTIONS = [
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "gc.auto=0",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "submodule.recurse=false",
    "-c",
    "fetch.recurseSubmodules=false",
    "-c",
    "transfer.bundleURI=false",
]


def fetch_repos(doc, argv=None):
    parser = argparse.ArgumentParser(prog="scripts/fetch-repos", description=doc.split("\n")[0])
    parser.add_argument("repos", type=Path, help="the folder of the students' repositories (made if new)")
    parser.add_argument(
        "--roster",
        type=Path,
        required=True,
        help="the class: CSV with id and github or repository columns (and optionally url)",
    )
    parser.add_argument("--org", help="the organisation on GitHub (GITHUB_SERVER_URL for GitHub Enterprise)")
    parser.add_argument(
        "--url",
        metavar="PATTERN",
        help="each clone URL, of {repo}, {github} and {org}, such as git@gitlab.example.edu:cs4386/{repo}.git",
    )
    parser.add_argument(
        "--template", metavar="OWNER/REPO", help="the template the repositories were made from ({template})"
    )
    parser.add_argument(
        "--name",
        default=DEFAULT_NAME,
        metavar="PATTERN",
        help="each repository's name and folder, of {template}, {github} and {org} (default %(default)s)",
    )
    parser.add_argument(
        "--timeout", type=int, default=300, help="seconds for one repository's clone or fetch (default 300)"
    )
    args = naming(parser, argv)
    if args.timeout < 1:
        parser.error("--timeout is at least 1 second")
    if args.url:
        check_pattern(parser, args.url, ("repo", "github", "org"), "--url")
    elif args.org:
        server = (os.environ.get("GITHUB_SERVER_URL") or "https://github.com").rstrip("/")
        args.url = server + "/{org}/{repo}.git"
    roster = read_roster(args.roster)
    if not args.url and not all(p["url"] for p in roster):
        parser.error("give --org or --url PATTERN (or a url column with every student's clone URL)")
    if os.path.islink(args.repos) or (args.repos.exists() and not args.repos.is_dir()):
        parser.error(f"{args.repos} is not a folder")
    try:
        args.repos.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CannotStart(f"cannot make {args.repos}: {e.strerror}") from None
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stopped by a timer: every finally still runs
    started = datetime.datetime.now().astimezone().replace(microsecond=0)
    columns = widths(roster, args)
    counts, taken = {}, {}
    for person in roster:
        name = ""
        try:
            name = repository_name(person, args.name, args.template_name, args.org, taken)
            outcome, note = fetch_one(person, name, args)
        except Refused as e:
            outcome, note = "refused", str(e)
        except (Failed, OSError) as e:  # OSError: the clone's folder could not be made or renamed
            outcome, note = "failed", shown(e)
        counts[outcome] = counts.get(outcome, 0) + 1
        print(row(columns, [person["id"], person["github"], name], outcome, note), flush=True)
    print(
        f"{count(len(roster), 'repository')} into {args.repos} (started {started.isoformat()}): "
        + ", ".join(f"{n} {outcome}" for outcome, n in counts.items())
    )
    return 1 if counts.get("refused") or counts.get("failed") else 0


def clone_url(person, name, args):
    """The student's clone URL: the roster's url, else the pattern filled in; Refused unless it is
    an https, ssh, git or file URL (or ssh's user@host:path). A file URL comes from --url only: in
    the roster it could name any repository on the teacher's disk (the solutions too)."""
    if person["url"]:
        url = person["url"]
        if url.lower().startswith("file:"):
            raise Refused(f"the roster's url {shown(url)!r} is a file on this machine: give such URLs with --url")
    else:
        if "{github}" in args.url and not REPOSITORY.fullmatch(person["github"]):
            raise Refused(f"the github user {shown(person['github'])!r} is not a user name for a URL")
        url = args.url.format(repo=name, github=person["github"], org=args.org or "")
    if not URL.fullmatch(url):
        raise Refused(f"the clone URL {shown(url)!r} is not an https, ssh, git or file URL")
    return url


def fetch_one(person, name, args):
    """Clones the student's repository (bare, into a new folder renamed into place) or fetches its
    branches into the clone made before; returns (outcome, note)."""
    url = clone_url(person, name, args)
    folder = args.repos / name
    if os.path.islink(folder):
        raise Refused(f"{folder} is a symbolic link: not followed")
    if os.path.lexists(folder):
        if not (os.path.isfile(folder / "HEAD") and os.path.isdir(folder / "objects")) or os.path.lexists(
            folder / ".git"
        ):
            raise Refused(f"{folder} is there and is not a bare clone made here: move it away")
        before = head(folder)
        git(
            ["--git-dir", str(folder), "fetch", "--prune", "--quiet", "--", url, "+refs/heads/*:refs/heads/*"],
            args.timeout,
        )
        now = head(folder)
        return "fetched", ("up to date at " + now if now == before else f"{before or 'no commits'} -> {now}")
    staged = tempfile.mkdtemp(prefix=f".{name}.cloning-", dir=args.repos)
    try:
        git(["clone", "--bare", "--quiet", "--", url, staged], args.timeout)
        os.chmod(staged, 0o755)
        os.rename(staged, folder)
    finally:
        shutil.rmtree(staged, ignore_errors=True)
    return "cloned", f"HEAD {head(folder) or 'has no commits'}"


def git_environment():
    """The teacher's environment and configuration (their credentials and ssh keys reach the host),
    with only the allowed transports and no prompt: git runs without a terminal (a session of its
    own), so a password or an unknown host key fails at once."""
    return dict(os.environ, GIT_ALLOW_PROTOCOL=PROTOCOLS, GIT_TERMINAL_PROMPT="0", GCM_INTERACTIVE="never")


def git(arguments, seconds):
    """Runs git with GIT_OPTIONS in its own process group, killed after the seconds; Failed with git's
    last line when it fails."""
    process = subprocess.Popen(
        ["git"] + GIT_OPTIONS + arguments,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=git_environment(),
        start_new_session=True,
    )
    try:
        _, said = process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise Failed(f"no answer within {seconds} s") from None
    finally:
        if process.returncode is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    if process.returncode:
        lines = [line for line in said.decode("utf-8", "replace").splitlines() if line.strip()]
        raise Failed(shown(lines[-1] if lines else f"git exited with {process.returncode}"))


def head(folder):
    """The commit HEAD names in a clone (12 digits), or "" for a repository without one."""
    said = subprocess.run(
        ["git"] + GIT_OPTIONS + ["--git-dir", str(folder), "rev-parse", "--verify", "--quiet", "HEAD^{commit}"],
        capture_output=True,
        text=True,
        env=git_environment(),
        timeout=60,
    )
    return said.stdout.strip()[:12]
