// The main class, in package zoo.main, using foo.bar.Adder: AC on every test.
package zoo.main;

import foo.bar.Adder;
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(Adder.add(a, b));
    }
}
