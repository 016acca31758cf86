"""The key-output checks of the lecture notebooks: the committed outputs pass them, and a notebook
whose outputs are gone fails each with a message for the reader."""

import copy

import pytest

from pathlab_tools import notebook_checks
from pathlab_tools.toolchain import REPO

NOTEBOOKS = REPO / "notebooks"


def committed(name):
    import nbformat

    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)


def test_every_lecture_notebook_has_a_check():
    assert sorted(notebook_checks.CHECKS) == sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb"))


@pytest.mark.parametrize("name", sorted(notebook_checks.CHECKS))
def test_the_committed_outputs_pass_their_check(name):
    notebook_checks.CHECKS[name](committed(name))


@pytest.mark.parametrize("name", sorted(notebook_checks.CHECKS))
def test_a_notebook_without_outputs_fails_its_check_with_a_message(name):
    nb = copy.deepcopy(committed(name))
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs = []
    with pytest.raises(AssertionError) as e:
        notebook_checks.CHECKS[name](nb)
    assert str(e.value).strip()


def test_outputs_text_joins_streams_and_plain_values():
    cell = {
        "outputs": [
            {"output_type": "stream", "text": "a\n"},
            {"output_type": "execute_result", "data": {"text/plain": "b", "image/png": "x"}},
            {"output_type": "error"},
        ]
    }
    assert notebook_checks.outputs_text(cell) == "a\nb" and notebook_checks.has_png(cell)
