# make bench's chart: median seconds against n, log scale, one line per solution.
# Called by bench/bench.sh as
#   gnuplot -e "csv='build/bench.csv'; out='build/bench.svg'; names='a b ...'; machine='...'" \
#       bench/chart.gp
# (term='pngcairo size 960,600' in the -e string draws a PNG instead).
# The CSV has a header line and the columns solution,n,runs,seconds,... with each solution's rows
# together (a line is drawn through consecutive rows of the same solution).
if (!exists("term")) term = "svg size 960,600 dynamic font 'Helvetica,13' background '#ffffff'"
eval "set terminal " . term
set output out
set termoption noenhanced
set datafile separator ","
set title "N-Queens counters: median wall-clock time of 3 runs (" . machine . ")"
set xlabel "n (board size)"
set ylabel "seconds (log scale)"
set logscale y
set format y "%g"
set xtics 1
set grid xtics ytics mytics
set key outside right top box opaque
set style data linespoints
plot for [i=1:words(names)] csv skip 1 using 2:(strcol(1) eq word(names, i) ? $4 : NaN) \
    lw 2 lc i pt (i - 1) % 7 + 1 dt 1 + (i > 8) title word(names, i)
