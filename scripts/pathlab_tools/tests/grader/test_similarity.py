"""The similarity report's reading of cells: JShell's snippets, found whatever comments and strings
hold, and the cells made one class JPlag can compare (no JVM here)."""

import time

import pytest

from pathlab_tools.grader import similarity


def test_a_cell_splits_into_its_top_level_snippets():
    assert similarity.snippets("int a = 1; int b = a;\nvoid f() { g(); }\nf()") == [
        "int a = 1;",
        "int b = a;",
        "void f() { g(); }",
        "f()",
    ]


@pytest.mark.parametrize(
    "source, found",
    [
        ('String s = "a;b}c"; int n;', ['String s = "a;b}c";', "int n;"]),
        ("char c = ';'; int n;", ["char c = ';';", "int n;"]),
        ("int a = /* ; } */ 1; int n;", ["int a = /* ; } */ 1;", "int n;"]),
        ('String t = """\n ; }\n """; int n;', ['String t = """\n ; }\n """;', "int n;"]),
        ("int a = 1; // ; }", ["int a = 1;", "// ; }"]),
    ],
)
def test_semicolons_and_braces_in_comments_and_strings_do_not_split(source, found):
    assert similarity.snippets(source) == found


def test_an_unclosed_string_ends_with_its_line():
    assert similarity.snippets('String s = "open;\nint b = 2;') == ['String s = "open;\nint b = 2;']


def test_many_unclosed_strings_take_linear_time():
    source = '"\\' * 20000 + "\n" + '"\\ ' * 20000
    started = time.monotonic()
    similarity.snippets(source)
    assert time.monotonic() - started < 2


def test_cells_become_one_class_with_imports_first_and_statements_in_methods():
    unit = similarity.java_class(
        [
            "import java.util.*",
            "int[] dist = new int[4];\ndist[0] = 1;",
            "int twice(int x) { return 2 * x; }",
            "twice(3)",
        ],
        "Submission",
    )
    head, body = unit.split("class Submission {")
    assert head.strip() == "import java.util.*;"
    assert (
        "void run1() {\nint[] dist = new int[4];\ndist[0] = 1;\n}" in body
        and "int twice(int x) { return 2 * x; }" in body
    )
    assert "Object shown = twice(3);" in body
