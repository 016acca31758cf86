"""Per-student variants: the seeds from which each student's tests are drawn (docs/variants.md).

One course secret makes every seed, so a student's variant is the same whenever and wherever they
are graded, and no student can work out another's hidden tests:

  course_secret()                       the secret: $PATHLAB_COURSE_SECRET, else coursework/course-secret
                                        (create_secret() writes that file: 32 random bytes in hex, mode 600)
  student_seed(secret, "A1", "s001")    the seed of A1's hidden tests for s001: HMAC-SHA-256 over
                                        "hidden:A1:s001", its first 8 bytes as a signed (Java) long
  notebook_key(secret, "A0")            the key the released notebook carries where the notebook draws
                                        the variants (the manifest's variants = notebook, A0's): HMAC
                                        over "A0-variants", hex; with the id a student types, it draws
                                        their A0 graphs in the notebook; it reveals neither the secret
                                        nor the hidden tests' seeds
  notebook_seed(key, "A0", "s001")      the seed of s001's A0 graphs, as ByHandGraphs.seed computes it
  runner_seed(secret, assignment, id)   what scripts/grade sends the grading runner: the notebook's seed
                                        or the hidden tests' seed; None when the student is not known
Standard library only: scripts/grade imports this module only when a student is known.
"""

import hashlib
import hmac
import os
import re

from .. import assignments
from ..toolchain import REPO

SECRET_FILE = REPO / "coursework" / "course-secret"
ENVIRONMENT = "PATHLAB_COURSE_SECRET"
# The cell where the student types their id, in a notebook that draws the variants (A0's).
TYPED_ID = re.compile(r'^\s*String\s+studentId\s*=\s*"([^"\n]*)"\s*;', re.M)


class VariantsError(Exception):
    """A problem with the course secret: one line."""


def course_secret():
    """The course secret as bytes: the environment's, else the file's; VariantsError when neither is there."""
    text = os.environ.get(ENVIRONMENT, "").strip()
    if not text:
        try:
            text = SECRET_FILE.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            raise VariantsError(
                f"no course secret: set {ENVIRONMENT} or write {SECRET_FILE} (scripts/release-coursework makes it)"
            ) from None
        except OSError as e:
            raise VariantsError(f"cannot read the course secret {SECRET_FILE}: {e.strerror}") from None
    if not text:
        raise VariantsError(f"the course secret in {SECRET_FILE} is empty")
    return text.encode("utf-8")


def create_secret():
    """Writes coursework/course-secret (32 random bytes in hex, mode 600) unless a secret is already set."""
    if os.environ.get(ENVIRONMENT, "").strip() or SECRET_FILE.exists():
        return False
    fd = os.open(SECRET_FILE, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(os.urandom(32).hex() + "\n")
    return True


def _long(key, text):
    """The first 8 bytes of HMAC-SHA-256(key, text), big-endian, as a signed 64-bit integer (Java's long)."""
    return int.from_bytes(hmac.new(key, text.encode("utf-8"), hashlib.sha256).digest()[:8], "big", signed=True)


def student_seed(secret, assignment, student_id):
    """The seed of an assignment's hidden tests for one student."""
    return _long(secret, f"hidden:{assignment.upper()}:{student_id}")


def notebook_key(secret, assignment):
    """The key of the assignment's variants, written into its released notebook."""
    return hmac.new(secret, f"{assignment.upper()}-variants".encode(), hashlib.sha256).hexdigest()


def notebook_seed(key, assignment, student_id):
    """The seed of a student's variant from the released key and the id (trimmed, lower case)."""
    return _long(key.strip().encode("utf-8"), f"{assignment.upper()}:{student_id.strip().lower()}")


def runner_seed(secret, assignment, student_id):
    """The seed scripts/grade sends the grading runner, or None for the tests' fixed default seeds."""
    if student_id is None:
        return None
    if assignments.by_id(assignment).variants == "notebook":
        return notebook_seed(notebook_key(secret, assignment), assignment, student_id)
    return student_seed(secret, assignment, student_id)


def describe(student_id):
    """The line of grading's output that says which variant was graded."""
    return f"variant: student {student_id}'s" if student_id is not None else "variant: the default (no student id)"


def typed_id(sources):
    """The student id typed in a notebook's code (its cell String studentId = "..."), or None."""
    for source in sources:
        found = TYPED_ID.search(source)
        if found:
            return found.group(1).strip()
    return None


def typed_id_note(sources, student_id):
    """A line for grading's output when the id typed in the notebook is not the student's, else None."""
    typed = typed_id(sources)
    if student_id is None or typed is None or typed.lower() == student_id.strip().lower():
        return None
    shown = typed if len(typed) <= 64 else typed[:64] + "..."
    return (
        f"the notebook's studentId is {shown!r}, not {student_id!r}: the listings are marked on {student_id}'s graphs"
    )
