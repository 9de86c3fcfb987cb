// expect: MLE on 01: OutOfMemoryError
// Language test program (Java, acm): an array larger than the heap the memory limit allows.
public class Main {
    public static void main(String[] args) {
        long[] cells = new long[1 << 28];
        System.out.println(cells.length);
    }
}
