// The helper, in package foo.bar.
package foo.bar;

public class Adder {
    public static long add(long a, long b) {
        return a + b;
    }
}
