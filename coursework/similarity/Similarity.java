import java.io.File;
import java.util.List;
import java.util.Set;

import de.jplag.JPlag;
import de.jplag.JPlagComparison;
import de.jplag.JPlagResult;
import de.jplag.Submission;
import de.jplag.exceptions.ExitException;
import de.jplag.options.JPlagOptions;
import de.jplag.reporting.reportobject.ReportObjectFactory;

/**
 * JPlag on one assignment's submissions (scripts/pathlab_tools/grader/similarity.py runs it as a source file):
 * {@code java -cp JPLAG_JARS Similarity.java SUBMISSIONS_DIR BASECODE_DIR REPORT}. Each folder of
 * SUBMISSIONS_DIR is one submission; BASECODE_DIR is the code every submission was given, whose
 * matches do not count. Writes JPlag's report (REPORT.zip, for JPlag's report viewer) and prints
 * every comparison as a line: first, second, similarity (0 to 1), separated by tabs; and each
 * submission JPlag could not parse (so compared with nothing) as a line: "not parsed", its name.
 */
public final class Similarity {

    public static void main(String[] args) throws ExitException {
        JPlagOptions options = new JPlagOptions(new de.jplag.java.Language(), Set.of(new File(args[0])), Set.of())
                .withBaseCodeSubmissionDirectory(new File(args[1]))
                .withMaximumNumberOfComparisons(0);
        JPlagResult result = new JPlag(options).run();
        new ReportObjectFactory().createAndSaveReport(result, args[2]);
        for (Submission invalid : result.getSubmissions().getInvalidSubmissions()) {
            System.out.println("not parsed\t" + invalid.getName());
        }
        List<JPlagComparison> comparisons = result.getAllComparisons();
        for (JPlagComparison c : comparisons) {
            System.out.println(c.firstSubmission().getName() + "\t" + c.secondSubmission().getName() + "\t"
                    + c.similarity());
        }
    }
}
