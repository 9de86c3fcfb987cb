// The Java runner's reading, in a package folder of its own (kit/): copied with it.
package kit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Input {
    public static long readLong() throws IOException {
        return Long.parseLong(new BufferedReader(new InputStreamReader(System.in)).readLine().trim());
    }
}
