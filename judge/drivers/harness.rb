# The Ruby harness of the judge: ruby harness.rb MODE SOLUTION ORIGIN [ARG...].
#
# MODE acm: runs SOLUTION as the main program. MODE lc51 or lc52: LeetCode's way, every testcase
# in this one process, in order: the file defines top-level methods (solve_n_queens,
# total_n_queens), each called with n. Testcases come on stdin (a line holding n each); answers
# go to fd 3 as LeetCode's compact JSON, apart from what the solution prints, each followed by
# "#judge CPU_US PEAK_KIB WALL_US". The code is evaluated under the name ORIGIN, the user's file,
# so that an error names the user's file and lines.
require "json"
require "set"

METHODS = { "lc51" => :solve_n_queens, "lc52" => :total_n_queens }.freeze

def judge_peak_kib
  File.foreach("/proc/self/status") { |line| return line.split[1].to_i if line.start_with?("VmHWM:") }
  0
end

def judge_answer_file
  io = IO.new(3, "w")
  io.stat.file? ? io : nil
rescue StandardError
  nil
end

def judge_leetcode(method)
  unless Object.private_method_defined?(method) || Object.method_defined?(method)
    warn "error: #{$judge_origin} defines no method #{method} (LeetCode calls #{method}(n))"
    exit 1
  end
  out = judge_answer_file
  cpu0 = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID, :microsecond)
  wall0 = Process.clock_gettime(Process::CLOCK_MONOTONIC, :microsecond)
  $stdin.each_line do |line|
    next if line.strip.empty?
    text = JSON.generate(send(method, line.to_i)) + "\n"
    if out
      cpu = Process.clock_gettime(Process::CLOCK_PROCESS_CPUTIME_ID, :microsecond) - cpu0
      wall = Process.clock_gettime(Process::CLOCK_MONOTONIC, :microsecond) - wall0
      out.write(text + "#judge #{cpu} #{judge_peak_kib} #{wall}\n")
      out.flush
    else
      $stdout.write(text)
    end
  end
end

mode, path, $judge_origin = ARGV.shift(3)
source = File.read(path)
$0 = $judge_origin
if mode == "acm"
  TOPLEVEL_BINDING.eval(source, $judge_origin, 1)
else
  TOPLEVEL_BINDING.eval(source, $judge_origin, 1)
  judge_leetcode(METHODS.fetch(mode))
end
