// The table of languages: each record's file in this folder (languages.hpp, README.md). A new
// language is a new file here and a line in this list.
#include "../languages.hpp"

namespace judge {

namespace lang {

const Language& c();
const Language& cpp();
const Language& java();
const Language& python();
const Language& go();
const Language& rust();
const Language& javascript();
const Language& typescript();

}  // namespace lang

const std::vector<const Language*>& allLanguages() {
    static const std::vector<const Language*> languages = {
        &lang::c(),  &lang::cpp(),  &lang::java(),       &lang::python(),
        &lang::go(), &lang::rust(), &lang::javascript(), &lang::typescript(),
    };
    return languages;
}

}  // namespace judge
