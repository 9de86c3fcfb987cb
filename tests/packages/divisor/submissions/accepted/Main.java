// Any divisor: the largest divisor at most sqrt(n), searched downwards from floor(sqrt(n)).
import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        long n = new Scanner(System.in).nextLong();
        long d = (long) Math.sqrt((double) n);
        while (d * d > n) --d;
        while ((d + 1) * (d + 1) <= n) ++d;
        while (n % d != 0) --d;
        System.out.println(d);
    }
}
