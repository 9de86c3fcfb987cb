// One file in a package of its own (package bin): AC on every test, run as bin.Single.
package bin;

import java.util.Scanner;

class Single {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
