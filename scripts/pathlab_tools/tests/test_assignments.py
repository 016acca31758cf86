"""The assignments, found from their folders and nowhere else."""

import json

import pytest

from pathlab_tools import assignments


def test_the_assignments_are_in_the_order_of_their_ids():
    ids = assignments.ids()
    assert ids[:5] == ["A0", "A1", "A2", "A3", "A4"]
    assert ids == sorted(ids, key=lambda i: (len(i), i))


def test_an_assignment_is_found_by_its_id_in_any_case():
    a1 = assignments.by_id(" a1 ")
    assert (a1.id, a1.title, a1.name) == ("A1", "Dijkstra", "A1-dijkstra")
    assert a1.notebook.name == "A1-dijkstra.ipynb" and a1.notebook.is_file()


def test_an_unknown_id_names_the_known_ones():
    with pytest.raises(KeyError) as e:
        assignments.by_id("Z9")
    assert "no assignment 'Z9': the assignments are A0, A1" in str(e.value)


def test_every_assignment_says_what_its_own_work_is():
    assert all(a.own_work for a in assignments.all())


def test_a_manifest_is_javas_properties_format(tmp_path):
    manifest = tmp_path / "assignment.properties"
    manifest.write_text(
        "# a comment\n! another\nid = A9\ntitle: Bidirectional search  \nown-work   your own search\n"
        "similar-to=a, b\n\n",
        encoding="utf-8",
    )
    assert assignments.read_manifest(manifest) == {
        "id": "A9",
        "title": "Bidirectional search",
        "own-work": "your own search",
        "similar-to": "a, b",
    }


def test_where_the_variants_are_drawn_is_declared_in_the_manifest():
    assert assignments.by_id("A0").variants == "notebook"
    assert assignments.by_id("A1").variants == "tests"  # the default


def test_an_unknown_kind_of_variants_is_one_line_naming_the_manifest(tmp_path):
    folder = tmp_path / "A9-bidirectional"
    folder.mkdir()
    (folder / "assignment.properties").write_text("id = A9\ntitle = Bidirectional\nvariants = dice\n", encoding="utf-8")
    with pytest.raises(assignments.AssignmentError, match="variants = dice: it is one of tests, notebook"):
        assignments.from_manifest(folder / "assignment.properties")


def test_no_two_assignments_share_a_cell_id():
    """The grader tells which assignment a notebook's cells are by their ids (notebook.which_assignment):
    a locked cell's id in two assignments would make one's notebook look like the other's."""
    owner = {}
    for a in assignments.all():
        for cell in json.loads(a.notebook.read_text(encoding="utf-8"))["cells"]:
            assert owner.setdefault(cell["id"], a.id) == a.id, (
                f"cell id {cell['id']} is in {owner[cell['id']]} and {a.id}"
            )
