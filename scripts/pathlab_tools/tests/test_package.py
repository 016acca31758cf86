"""The package's own module: what importing it does to the process."""

import importlib.metadata
import json
import subprocess
import sys
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")

REQUIREMENTS = Path(__file__).resolve().parents[3] / "requirements.txt"


def pinned_version(package):
    """The version requirements.txt pins PACKAGE to (its "package==version" line)."""
    for line in REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        name, _, version = line.split("#")[0].strip().partition("==")
        if name.strip().lower() == package:
            return version.strip()
    raise AssertionError(f"{REQUIREMENTS} pins no {package}")


def test_reading_a_notebook_skips_the_iri_parsers():
    """A fresh interpreter that imports pathlab_tools and then reads and validates a notebook never
    loads rfc3987_syntax (seconds of CPU to build its parsers)."""
    program = (
        "import sys, pathlab_tools, nbformat\n"
        "nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell('int x = 1;')])\n"
        "nbformat.validate(nbformat.reads(nbformat.writes(nb), as_version=4))\n"
        "print(sys.modules['rfc3987_syntax'] is None)\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "True"


def test_no_notebook_schema_asks_for_an_iri_format():
    """What the skip relies on: nbformat's schemas check no "iri" or "iri-reference" format."""
    schemas = sorted(Path(nbformat.__file__).parent.glob("v*/nbformat.v*.schema.json"))
    assert schemas

    def formats(node):
        if isinstance(node, dict):
            found = [node["format"]] if isinstance(node.get("format"), str) else []
            return found + [f for value in node.values() for f in formats(value)]
        if isinstance(node, list):
            return [f for value in node for f in formats(value)]
        return []

    for schema in schemas:
        assert not [f for f in formats(json.loads(schema.read_text(encoding="utf-8"))) if f.startswith("iri")], schema


def test_a_jupyter_server_starts_without_the_iri_parsers():
    """What requirements.txt's jsonschema pin buys every Jupyter server this environment runs (a
    student's, a hub's): importing the server, which imports jsonschema for its event schemas, does
    not build rfc3987_syntax's parsers. A fresh interpreter, without pathlab_tools and its skip."""
    pytest.importorskip("jupyter_server")
    pinned = pinned_version("jsonschema")
    if importlib.metadata.version("jsonschema") != pinned:
        pytest.skip(
            f"this environment has jsonschema {importlib.metadata.version('jsonschema')}, not "
            f"requirements.txt's {pinned}: it was not installed by scripts/setup"
        )
    program = "import sys, jupyter_server.serverapp\nprint('rfc3987_syntax' in sys.modules)\n"
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False", "jsonschema loads rfc3987_syntax: see its pin in requirements.txt"
