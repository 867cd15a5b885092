# The Debian package (`scripts/package`: cpack -G DEB in a build of its own): what cmake/install.cmake
# installs, under /usr. Its version is the build's (cmake/version.cmake), read when cpack runs
# (cmake/cpack_version.cmake), so the package and its programs' --version always agree.
set(CPACK_PACKAGE_NAME inchworm)
set(CPACK_PACKAGE_VENDOR "the Inchworm engine authors")
set(CPACK_PACKAGE_CONTACT "the Inchworm engine authors")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "engine, referee, tuner and GUI bridges for the Inchworm games")
# Lines under 80 characters, as Debian's control files want them.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "A game engine for Rodeffer's Inchworm, Mark Steere's Inchworm, Inchworm Chess
and Long Worm Chess that other programs drive over uiw, a UCI-like text protocol
(and UGI). With it: uiw-referee (matches, tournaments, SPRT), uiw-tune (SPSA
tuning of an engine's options), uiw-web (play and watch in a browser) and
uiw-gtp (GTP and GoGui's ruler commands). Opening books and position suites are
in /usr/share/inchworm/positions.")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES ON)
# The libraries the programs link, found by dpkg-shlibdeps in the binaries themselves (libc6,
# libstdc++6, libgcc-s1: Boost is used header-only, so none of its libraries is linked).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# uiw-referee's -report page and uiw-tune's picture draw their charts with gnuplot (without it they say
# so and write the rest); uiw-web's page wants a browser, and its tests use Chromium.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnuplot-nox | gnuplot")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "chromium | www-browser")
set(CPACK_INCHWORM_VERSION_TXT ${INCHWORM_VERSION_TXT})
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/cpack_version.cmake)
include(CPack)
