// The table of languages: each record's file in this folder registers itself (registerLanguage),
// so that a new language is a new file here and nothing else of the judge (README.md).
#include <algorithm>

#include "../languages.hpp"

namespace judge {

namespace {

std::vector<const Language*>& registered() {
    static std::vector<const Language*> languages;
    return languages;
}

}  // namespace

bool registerLanguage(const Language& (*record)()) {
    registered().push_back(&record());
    return true;
}

const std::vector<const Language*>& allLanguages() {
    static const std::vector<const Language*> languages = [] {
        std::vector<const Language*> all = registered();
        std::stable_sort(all.begin(), all.end(),
                         [](const Language* a, const Language* b) { return a->order < b->order; });
        return all;
    }();
    return languages;
}

}  // namespace judge
