// a - b, with a name never declared: CE, one failed submission.
import java.util.Scanner;

public class Undeclared {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        System.out.println(in.nextLong() - c);
    }
}
