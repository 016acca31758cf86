"""What an entry point does with the package's one-line errors: below the entry points a module
raises an exception whose message is one line (GradingError, CollectError, CannotStart, ...); the
entry point shows it as "program: message" on stderr and ends with its exit code, never a stack
trace. Every entry point runs its command so:

    return exit_code("grade", GradingError, grade, argv)

Standard library only: the grader and the scripts a student runs import it.
"""

import argparse
import sys


def exit_code(program, errors, command, *args, status=1):
    """command(*args)'s exit code; when it raises one of errors (an exception class, or a tuple of
    them), "program: message" on stderr and status."""
    try:
        return command(*args)
    except errors as e:
        print(f"{program}: {e}", file=sys.stderr)
        return status


def usage_parser(program, usage):
    """The argument parser of a command whose usage text is usage (its first line the description,
    the rest from its third line on shown after the options as it is written)."""
    return argparse.ArgumentParser(
        prog=program,
        description=usage.split("\n")[0],
        epilog=usage.split("\n", 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
