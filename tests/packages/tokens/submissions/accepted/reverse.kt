// Reverse the words, in Kotlin: a judge without Kotlin reports "skipped: no Kotlin here".
fun main() {
    println(readLine()!!.split(" ").reversed().joinToString(" "))
}
