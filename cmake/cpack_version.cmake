# Read by cpack when it runs (CPACK_PROJECT_CONFIG_FILE): the package's version is the build's, which
# cmake/version.cmake wrote at the last build (first line of version.txt).
if(NOT EXISTS "${CPACK_INCHWORM_VERSION_TXT}")
  message(FATAL_ERROR "${CPACK_INCHWORM_VERSION_TXT} is missing: build before packaging")
endif()
file(STRINGS "${CPACK_INCHWORM_VERSION_TXT}" version_and_commit)
list(GET version_and_commit 0 CPACK_PACKAGE_VERSION)
