"""One grading run's state, made once by the entry point (cli.py) and passed along: the options,
the JDK, the runner's class archive, each assignment's catalog and release, and what the sandbox
can use on this machine. Each is found when first asked for and kept for the run; the fakes of the
unit tests take the place of the JVM, the release's record, the machine's probe and the archive.

Cost: one JVM start per assignment's catalog, one read of each release, one probe of the machine.
"""

import sys
import threading

from . import catalog as catalogs
from . import class_archive
from .errors import GradingError
from .notebook import released_edition


class Grading:
    """What every submission of a run is graded with (thread-safe: a batch grades on N threads)."""

    def __init__(
        self,
        options,
        listing=catalogs.listing,
        hidden_classes=catalogs.hidden_classes,
        released=released_edition,
        jdk=catalogs.jdk,
        machine=None,
        runner=class_archive.for_grading,
    ):
        self.options = options  # scripts/grade's command line
        self._listing, self._hidden_classes, self._released_edition = listing, hidden_classes, released
        self._find_jdk, self._probe, self._find_runner = jdk, machine, runner
        self._jdk = self._machine = self._jdk_folders = self._runner = None
        self._catalogs, self._releases = {}, {}
        self._catalog_lock, self._release_lock, self._machine_lock, self._runner_lock = (
            threading.Lock(),
            threading.Lock(),
            threading.Lock(),
            threading.Lock(),
        )

    def jdk(self):
        """The JDK, as every script finds it (found once)."""
        with self._machine_lock:
            if self._jdk is None:
                self._jdk = self._find_jdk()
            return self._jdk

    def java(self):
        return str(self.jdk().java)

    def machine(self):
        """What the sandbox can use here, probed once."""
        with self._machine_lock:
            if self._machine is None:
                from . import sandbox

                self._machine = (self._probe or sandbox.Machine)()
            return self._machine

    def jdk_folders(self, launcher):
        """What the sandbox must see of the JDK (sandbox.jdk_folders), walked once."""
        with self._machine_lock:
            if self._jdk_folders is None:
                from . import sandbox

                self._jdk_folders = sandbox.jdk_folders(launcher)
            return self._jdk_folders

    def runner(self, assignment):
        """How the grading runner starts (class_archive.Runner), found once, before the first
        submission runs: with the class archive, made by a training grading of `assignment`'s
        student edition when a batch needs it (class_archive.for_grading). Why there is none,
        where it could not be made, is said once."""
        with self._runner_lock:
            if self._runner is None:
                self._runner = self._find_runner(self, assignment)
                if self._runner.note:
                    print(f"grade: {self._runner.note}", file=sys.stderr)
            return self._runner

    def catalog(self, assignment):
        """The assignment's tests in order (id, name, max_score, visibility), listed once."""
        return self._listed(assignment)[0]

    def own_work(self, assignment):
        """What the assignment asks the student to write themselves."""
        return self._listed(assignment)[1]

    def _listed(self, assignment):
        with self._catalog_lock:
            if assignment not in self._catalogs:
                self._catalogs[assignment] = self._listing(assignment, self.java())
            return self._catalogs[assignment]

    def catalog_ahead(self, assignment):
        """Lists the assignment's tests on a thread of its own while something else starts. A failure
        is left to the next catalog() call, which raises it where grading can stop (on this thread
        it would end only the thread)."""

        def list_tests():
            try:
                self.catalog(assignment)
            except GradingError:
                pass

        threading.Thread(target=list_tests, daemon=True).start()

    def hidden_classes(self, assignment):
        return self._hidden_classes(assignment)

    def released(self, assignment):
        """The released (student) edition of the assignment, whose locked cells grading uses
        (notebook.released_edition), read once."""
        with self._release_lock:
            if assignment not in self._releases:
                self._releases[assignment] = self._released_edition(assignment, self.catalog)
            return self._releases[assignment][0]

    def release_date(self, assignment):
        """When the assignment's graded edition was released (its record's date), or None without a record."""
        return self._releases.get(assignment, (None, None))[1]
