// Running a program and reading what it prints: the kit's one way to do it.
//   capture(argv, maxBytes): runs argv[0] (a path) with argv, stdin and stderr /dev/null, and
//     returns its exit status (-1 when it could not run or did not exit by itself, 127 when it
//     could not be executed) with at most maxBytes of its stdout. No shell is involved.
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string>
#include <utility>
#include <vector>

extern char** environ;

namespace kit {

inline std::pair<int, std::string> capture(const std::vector<std::string>& args,
                                           std::size_t maxBytes) {
    int out[2];
    if (args.empty() || ::pipe2(out, O_CLOEXEC) != 0) return {-1, ""};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    std::vector<char*> argv;
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_t pid = 0;
    const bool started = ::posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0;
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    std::string text;
    char buffer[65536];
    for (ssize_t n; started && (n = ::read(out[0], buffer, sizeof buffer)) != 0;)
        if (n > 0 && text.size() < maxBytes)
            text.append(buffer, std::min(static_cast<std::size_t>(n), maxBytes - text.size()));
        else if (n < 0 && errno != EINTR)
            break;
    ::close(out[0]);
    int status = 0;
    if (!started) return {-1, ""};
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {}
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, text};
}

}  // namespace kit
