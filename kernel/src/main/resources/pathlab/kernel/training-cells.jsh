// The cells install's training run evaluates (KernelTraining): typical of notebooks 01 and 02, so
// that the classes they need are in the kernel's class archive. One cell per "// cell" line.
// cell
import pathlab.graph.*;
import pathlab.heuristic.*;
import pathlab.exercise.*;
import pathlab.grid.*;
import pathlab.picture.*;
import pathlab.search.*;
import pathlab.trace.*;
// cell
DirectedGraph graph = GraphFile.lecture().graph();
for (int c = 0; c < graph.connectionCount(); c++) {
    Connection k = graph.connection(c);
    System.out.println(graph.nodeName(k.from()) + " -> " + graph.nodeName(k.to()) + "  cost " + Costs.format(k.cost()));
}
// cell
Positions at = GraphFile.lecture().positions();
display(GraphPicture.drawSvg(graph, at).html(), "text/html");
int A = graph.node("A"), F = graph.node("F");
// cell
Trace dijkstra = LectureExample.EXAMPLE_1.trace();
display(GraphPicture.iterationSvg(dijkstra, at, 0).html(), "text/html");
System.out.print(dijkstra.listing(0));
// cell
Predict first = Predict.next(dijkstra, 1, "N: A", "O: B(A,3) C(A,5) D(A,9)");
StepPlayer steps = StepPlayer.of(dijkstra).at(first.iteration());
display(steps.html(), "text/html");
System.out.println(steps);
// cell
SearchResult result = dijkstra.result();
for (Connection c : result.path()) {
    System.out.println(graph.nodeName(c.from()) + " > " + graph.nodeName(c.to()) + "  cost " + Costs.format(c.cost()));
}
System.out.println(dijkstra.table().print());
// cell
void check(String exercise, double yours, double truth) {
    System.out.println(exercise + ": " + (yours == truth ? "correct" : "not yet, try again"));
}
// cell
double answer1 = 0;
check("Exercise 1", answer1, new Dijkstra(graph).search(A, graph.node("E")).cost());
// cell
double[] trueCost = new AStar(graph.reversed()).costsFrom(F);
Heuristic perfect = (node, goal) -> trueCost[node];
Trace straight = Trace.record(graph, A, F, perfect, SearchOptions.lecture(), Notation.ASTAR);
System.out.printf("%s %5s%n", straight.result(), Costs.format(trueCost[A]));
// cell
var rows = new String[64];
java.util.Arrays.fill(rows, ".".repeat(64));
GridGraph open = GridGraph.octile(GridMap.of(rows));
Animation race = FillAnimation.compare(open, open.node(1, 1), open.node(60, 50), SearchOptions.grid(),
        Heuristic.ZERO, "dijkstra", new OctileHeuristic(open), "A* octile");
display(race.html(), "text/html");
System.out.println(race);
// cell
record Pair(String name, int cost) { }
java.util.List<Pair> pairs = java.util.stream.IntStream.range(0, graph.nodeCount())
        .mapToObj(n -> new Pair(graph.nodeName(n), (int) trueCost[n])).sorted(java.util.Comparator.comparingInt(Pair::cost)).toList();
pairs
