"""What stops grading before or between submissions (no JDK, no built tests, a changed release
record): raised where it is found, shown by the entry point as one line "grade: ..." with exit code 1.
A submission's own problems are never this: they are its notes and flags.
"""


class GradingError(Exception):
    """Grading cannot go on; the message says why."""
