package pathlab.graph;

/**
 * Where each node of a graph is drawn: x to the right, y downwards, in any unit (a graph file's
 * {@code position NODE X Y} lines). Only pictures use positions; searches never look at them.
 * Immutable.
 */
public final class Positions {
    private final double[] x;
    private final double[] y;

    /** The positions of nodes 0, 1, ...: {@code x[n]}, {@code y[n]} for node n. */
    public Positions(double[] x, double[] y) {
        if (x.length != y.length) {
            throw new IllegalArgumentException(x.length + " x coordinates but " + y.length + " y coordinates");
        }
        this.x = x.clone();
        this.y = y.clone();
    }

    /**
     * The nodes on a circle, node 0 at the left and the others clockwise: a layout for graphs
     * whose file gives no positions. Uses {@link StrictMath}, so it is the same on every machine.
     */
    public static Positions circle(int nodeCount) {
        double[] x = new double[nodeCount];
        double[] y = new double[nodeCount];
        double radius = Math.max(1.5, nodeCount / 2.0);
        for (int n = 0; n < nodeCount; n++) {
            double angle = StrictMath.PI + 2 * StrictMath.PI * n / nodeCount;
            x[n] = radius + radius * StrictMath.cos(angle);
            y[n] = radius + radius * StrictMath.sin(angle);
        }
        return new Positions(x, y);
    }

    /** How many nodes have a position. */
    public int size() {
        return x.length;
    }

    /** The x coordinates, indexed by node id (a copy). */
    public double[] x() {
        return x.clone();
    }

    /** The y coordinates, indexed by node id (a copy). */
    public double[] y() {
        return y.clone();
    }

    /** Node {@code n}'s x coordinate. */
    public double x(int n) {
        return x[n];
    }

    /** Node {@code n}'s y coordinate. */
    public double y(int n) {
        return y[n];
    }
}
