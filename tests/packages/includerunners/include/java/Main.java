// The runner of Java submissions (the class Main: the entry point): reads n through kit.Input,
// prints the submission's Solution.solve(n).
import kit.Input;

public class Main {
    public static void main(String[] args) throws Exception {
        System.out.println(Solution.solve(Input.readLong()));
    }
}
