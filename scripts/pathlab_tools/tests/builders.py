"""What the tests build: the small catalog that stands in for the one the built test classes give,
and notebooks made with nbformat (imported when one is built: it is slow to import)."""

ASSIGNMENT = "A1"
CATALOG = [
    {"id": "shortest", "name": "finds the shortest path", "max_score": 2, "visibility": "visible"},
    {"id": "ties", "name": "breaks ties as the lecture does", "max_score": 3, "visibility": "hidden"},
    {"id": "unreachable", "name": "says when the goal is unreachable", "max_score": 1, "visibility": "visible"},
]


def code_cell(source, cell_id, locked=False):
    import nbformat

    cell = nbformat.v4.new_code_cell(source)
    cell["id"] = cell_id
    if locked:
        cell.metadata["editable"] = False
        cell.metadata["deletable"] = False
    return cell


def markdown_cell(source, cell_id):
    import nbformat

    cell = nbformat.v4.new_markdown_cell(source)
    cell["id"] = cell_id
    return cell


def make_notebook(cells, assignment=ASSIGNMENT):
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = list(cells)
    nb.metadata["kernelspec"] = {"name": "pathlab-java", "display_name": "Java (Pathlab)", "language": "java"}
    nb.metadata["pathlab"] = {"assignment": assignment}
    return nb
