"""The class's repositories from the roster: every roster value is hostile, so a name, user or
URL that could reach a path, an option or another machine's files is refused with one line."""

import subprocess
import types

import pytest

from pathlab_tools import student_repos


def person(id="s001", github="", repository="", url=""):
    return {
        "id": id,
        "name": "",
        "email": "",
        "github": github,
        "repository": repository,
        "section": "",
        "login": "",
        "canvas_id": "",
        "url": url,
    }


# ---- names


def test_the_pattern_names_the_repository():
    name = student_repos.repository_name(person(github="alice"), "{template}-{github}", "a1-dijkstra", "course")
    assert name == "a1-dijkstra-alice"


def test_the_rosters_repository_wins_over_the_pattern():
    assert (
        student_repos.repository_name(person(github="alice", repository="alices-repo"), "{github}", "", "")
        == "alices-repo"
    )


@pytest.mark.parametrize("repository", ["..", ".git", "-rf", "../escape", "a/b", "a b", "x" * 101, "é", "a\nb"])
def test_a_repository_name_that_is_not_a_safe_folder_is_refused(repository):
    with pytest.raises(student_repos.Refused) as e:
        student_repos.repository_name(person(repository=repository), "{github}", "", "")
    assert "\n" not in str(e.value)


def test_a_student_with_neither_user_nor_repository_is_refused():
    with pytest.raises(student_repos.Refused, match="neither a github user nor a repository"):
        student_repos.repository_name(person(), "{github}", "", "")


def test_two_students_cannot_share_a_repository_in_any_case():
    taken = {}
    student_repos.repository_name(person("s001", repository="Team"), "{github}", "", "", taken)
    with pytest.raises(student_repos.Refused, match="is s001's already"):
        student_repos.repository_name(person("s002", repository="team"), "{github}", "", "", taken)


@pytest.mark.parametrize("login", ["alice", "a", "a-b-c", "A1", "x" * 39])
def test_github_user_names_are_accepted(login):
    assert student_repos.check_login(login) == login


@pytest.mark.parametrize("login", ["-alice", "alice-", "a--b", "x" * 40, "../orgs", "a/b", "", "al ice", "al%2fice"])
def test_what_is_not_a_github_user_name_is_refused(login):
    with pytest.raises(student_repos.Refused, match="is not a GitHub user name"):
        student_repos.check_login(login)


def test_a_shown_value_is_one_line_and_bounded():
    assert student_repos.shown("a\nb\x1b") == "a\\x0ab\\x1b"
    assert student_repos.shown("y" * 500) == "y" * 200 + "..."


# ---- clone URLs


def fetch_args(url="https://github.com/course/{repo}.git", org="course", repos=None, timeout=60):
    return types.SimpleNamespace(url=url, org=org, repos=repos, timeout=timeout)


def test_the_clone_url_is_the_pattern_filled_in():
    assert (
        student_repos.clone_url(person(github="alice"), "a1-alice", fetch_args())
        == "https://github.com/course/a1-alice.git"
    )


@pytest.mark.parametrize(
    "url",
    [
        "https://git.example.org/alice/a1.git",
        "ssh://git@host/alice.git",
        "git@github.com:course/a1-alice.git",
        "git://host/a1.git",
    ],
)
def test_the_rosters_url_is_taken_when_it_is_a_clone_url(url):
    assert student_repos.clone_url(person(url=url), "a1", fetch_args()) == url


@pytest.mark.parametrize(
    "url, words",
    [
        ("file:///home/teacher/solutions", "is a file on this machine"),
        ("FILE:///etc", "is a file on this machine"),
        ("ext::sh -c touch% /tmp/pwned", "is not an https, ssh, git or file URL"),
        ("http://insecure.example/a.git", "is not an https, ssh, git or file URL"),
        ("--upload-pack=touch /tmp/pwned", "is not an https, ssh, git or file URL"),
        ("https://host/a b.git", "is not an https, ssh, git or file URL"),
    ],
)
def test_a_rosters_url_that_reaches_further_is_refused(url, words):
    with pytest.raises(student_repos.Refused, match=words):
        student_repos.clone_url(person(url=url), "a1", fetch_args())


def test_a_github_user_that_is_not_a_name_never_goes_into_a_url():
    with pytest.raises(student_repos.Refused, match="is not a user name for a URL"):
        student_repos.clone_url(person(github="../../other"), "a1", fetch_args(url="https://host/{github}.git"))


# ---- the roster and the server's answers


def test_a_roster_that_cannot_be_used_stops_with_one_line(tmp_path):
    (tmp_path / "roster.csv").write_text("name,email\nAlice,a@x\n")
    with pytest.raises(student_repos.CannotStart) as e:
        student_repos.read_roster(tmp_path / "roster.csv")
    said = str(e.value)
    assert said.startswith("roster ") and "the header needs id and github or repository" in said
    assert "\n" not in said


def test_a_command_that_cannot_start_says_one_line_and_exits_2(capsys):
    def command(doc):
        raise student_repos.CannotStart("roster roster.csv: the header needs id and github or repository")

    assert student_repos.run(command, "hand-out", "usage") == 2
    assert capsys.readouterr().err == "hand-out: roster roster.csv: the header needs id and github or repository\n"


@pytest.mark.parametrize(
    "status, answer, line",
    [
        (
            422,
            {"message": "Validation Failed", "errors": [{"message": "name already exists"}]},
            "HTTP 422: Validation Failed (name already exists)",
        ),
        (404, {"message": "Not Found"}, "HTTP 404: Not Found"),
        (500, None, "HTTP 500"),
        (403, {"message": "a\nb", "errors": "not a list"}, "HTTP 403: a\\x0ab"),
        (422, {"errors": [{"code": "invalid"}, "text"]}, "HTTP 422 (invalid; text)"),
    ],
)
def test_a_servers_unexpected_answer_is_one_line(status, answer, line):
    assert student_repos.failed(status, answer) == line


class Answer:
    """An urllib HTTPError as retry_after reads it."""

    def __init__(self, code, **headers):
        self.code, self.headers = code, {k.replace("_", "-"): v for k, v in headers.items()}


@pytest.mark.parametrize(
    "answer, repeatable, wait",
    [
        (Answer(429, retry_after="7"), False, 7),
        (Answer(403, x_ratelimit_remaining="1"), True, None),
        (Answer(403, retry_after="3"), False, 3),
        (Answer(502), True, 5),
        (Answer(502), False, None),
        (Answer(404), True, None),
        (Answer(429), False, 5),
    ],
)
def test_when_a_call_is_tried_again(answer, repeatable, wait):
    assert student_repos.retry_after(answer, repeatable) == wait


def test_a_rate_limit_waits_until_its_reset():
    import time

    wait = student_repos.retry_after(
        Answer(403, x_ratelimit_remaining="0", x_ratelimit_reset=str(int(time.time()) + 30)), False
    )
    assert 25 <= wait <= 31


def test_count_says_one_and_many():
    assert [
        student_repos.count(1, "student"),
        student_repos.count(2, "student"),
        student_repos.count(3, "repository"),
    ] == ["1 student", "2 students", "3 repositories"]


# ---- fetching into the class's folder


@pytest.fixture
def origin(tmp_path):
    """A student's repository with one commit, on this machine."""
    repo = tmp_path / "origin" / "a1-alice"
    repo.mkdir(parents=True)
    git = ["git", "-c", "user.name=t", "-c", "user.email=t@x", "-C", str(repo)]
    subprocess.run(git[:5] + ["init", "-q", "-b", "main", str(repo)], check=True)
    (repo / "A1.ipynb").write_text("{}")
    subprocess.run(git + ["add", "A1.ipynb"], check=True)
    subprocess.run(git + ["commit", "-q", "-m", "A1"], check=True)
    return repo


def test_a_repository_is_cloned_bare_then_fetched(origin, tmp_path):
    repos = tmp_path / "repos"
    repos.mkdir()
    args = fetch_args(url=f"file://{origin.parent}/{{repo}}", repos=repos)
    outcome, note = student_repos.fetch_one(person(github="alice"), "a1-alice", args)
    assert outcome == "cloned" and note.startswith("HEAD ")
    assert (repos / "a1-alice" / "HEAD").is_file() and not (repos / "a1-alice" / "A1.ipynb").exists()
    assert student_repos.fetch_one(person(github="alice"), "a1-alice", args)[1].startswith("up to date at ")
    assert [p.name for p in repos.iterdir()] == ["a1-alice"]


def test_a_folder_that_is_a_link_is_not_followed(origin, tmp_path):
    repos = tmp_path / "repos"
    repos.mkdir()
    (repos / "a1-alice").symlink_to(origin)
    with pytest.raises(student_repos.Refused, match="is a symbolic link: not followed"):
        student_repos.fetch_one(
            person(github="alice"), "a1-alice", fetch_args(url=f"file://{origin.parent}/{{repo}}", repos=repos)
        )


def test_a_folder_that_is_not_a_bare_clone_made_here_is_left_alone(origin, tmp_path):
    repos = tmp_path / "repos"
    (repos / "a1-alice").mkdir(parents=True)
    (repos / "a1-alice" / "notes.txt").write_text("the teacher's")
    with pytest.raises(student_repos.Refused, match="is not a bare clone made here"):
        student_repos.fetch_one(
            person(github="alice"), "a1-alice", fetch_args(url=f"file://{origin.parent}/{{repo}}", repos=repos)
        )
    assert (repos / "a1-alice" / "notes.txt").read_text() == "the teacher's"


def test_a_clone_that_fails_is_gits_last_line_and_leaves_nothing(tmp_path):
    repos = tmp_path / "repos"
    repos.mkdir()
    with pytest.raises(student_repos.Failed) as e:
        student_repos.fetch_one(
            person(github="nobody"), "a1-nobody", fetch_args(url=f"file://{tmp_path}/none/{{repo}}", repos=repos)
        )
    assert "\n" not in str(e.value) and str(e.value)
    assert list(repos.iterdir()) == []


def test_a_rosters_url_that_smuggles_an_ssh_option_runs_nothing(tmp_path):
    repos = tmp_path / "repos"
    repos.mkdir()
    url = f"ssh://-oProxyCommand=touch${{IFS}}{tmp_path}/pwned/a1.git"
    with pytest.raises((student_repos.Refused, student_repos.Failed)) as e:
        student_repos.fetch_one(person(url=url), "a1-alice", fetch_args(repos=repos, timeout=20))
    assert "\n" not in str(e.value)
    assert not (tmp_path / "pwned").exists() and list(repos.iterdir()) == []
