// expect: RE on 01: java.lang.StackOverflowError
// Language test program (Java, acm): recursion without end, even with the judge's big stack.
public class Main {
    static long depth(long k) {
        return depth(k + 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println(depth(0));
    }
}
