# A Ruby output validator: exit 42 when the output equals the answer.
exit(File.read(ARGV[1]).split == STDIN.read.split ? 42 : 43)
