// expect: CE on -: package declarations are refused
// Language test program (Java, acm): a package line, which the judge refuses. Expected: CE.
package kit.solutions;

public class Main {
    public static void main(String[] args) {
        System.out.println(1);
    }
}
