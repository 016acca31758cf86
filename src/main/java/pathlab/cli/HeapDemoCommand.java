package pathlab.cli;

import java.util.concurrent.Callable;

import pathlab.trace.HeapWalkThrough;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code pathlab heap-demo}: the binary heap walk-through of Lester's article, step by step on
 * the real open list class, with the heap drawn as a tree. Other values can be given.
 */
@Command(name = "heap-demo", description = {
        "Replay the binary heap article's walk-through, step by step.",
        "Adds an item, then removes the top, showing the array after every swap and",
        "the heap as a tree.",
        "  pathlab heap-demo                        (10 30 20 34 38 30 24, add 17)",
        "  pathlab heap-demo 5 8 6 9 --add 4"})
final class HeapDemoCommand implements Callable<Integer> {

    @Parameters(arity = "0..*", paramLabel = "VALUE", description = "the heap's F values (default: the article's)")
    double[] values;

    @Option(names = "--add", paramLabel = "VALUE", description = "the F value to add (default: 17)")
    double add = HeapWalkThrough.ARTICLE_ADD;

    @Override
    public Integer call() {
        System.out.print(new HeapWalkThrough(values == null ? HeapWalkThrough.articleHeap() : values, add).listing());
        return 0;
    }
}
