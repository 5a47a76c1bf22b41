#pragma once
// A fresh temporary folder for a test, removed with its contents at the end.

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

struct TempDir {
    std::filesystem::path path;
    TempDir() {
        std::string tmpl = (std::filesystem::temp_directory_path() / "kifu-test-XXXXXX").string();
        path = ::mkdtemp(tmpl.data());
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    ~TempDir() { std::filesystem::remove_all(path); }
    // Writes `content` to the file `rel` under the folder, creating its folders.
    void write(const std::string& rel, const std::string& content = "(;)") const {
        std::filesystem::create_directories((path / rel).parent_path());
        std::ofstream(path / rel) << content;
    }
};
