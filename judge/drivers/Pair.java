// The Pair that LeetCode's Java has (javafx.util.Pair, imported with the rest of its prelude): two
// values, getKey() and getValue(), equal when both are, printed as key=value. The kit's own, for
// the LeetCode harness (the JDK has no JavaFX).
package javafx.util;

import java.util.Objects;

public class Pair<K, V> {
    private final K key;
    private final V value;

    public Pair(K key, V value) {
        this.key = key;
        this.value = value;
    }

    public K getKey() { return key; }

    public V getValue() { return value; }

    @Override
    public boolean equals(Object other) {
        return other instanceof Pair<?, ?> p && Objects.equals(key, p.key) && Objects.equals(value, p.value);
    }

    @Override
    public int hashCode() { return Objects.hashCode(key) * 13 + Objects.hashCode(value); }

    @Override
    public String toString() { return key + "=" + value; }
}
