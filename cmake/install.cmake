# What `cmake --install build --prefix P` installs (and so the Debian package, cmake/package.cmake):
#   P/bin/                     the six programs; each finds the engine beside itself, and uiw-web's
#                              page is built into it (adapters/web/embed_page.cmake)
#   P/share/inchworm/positions the opening books and the position suites (testsuites/positions/*.txt)
#   P/share/doc/inchworm/      the READMEs and the rules in our own words, at the same paths as in the
#                              source tree (README.md names them so), the pictures they show, and the
#                              licence as `copyright` (Debian's name for it)
#   P/share/man/man1/          a man page for each program, made at build time from its --help by
#                              help2man (not in the sanitizer builds, which nobody installs)
include(GNUInstallDirs)

set(INCHWORM_PROGRAMS "")
foreach(program inchworm uiw-referee uiw-tune uiw-web uiw-gtp uiw-datagen)
  if(TARGET ${program})
    list(APPEND INCHWORM_PROGRAMS ${program})
  endif()
endforeach()
install(TARGETS ${INCHWORM_PROGRAMS} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

install(DIRECTORY testsuites/positions/ DESTINATION ${CMAKE_INSTALL_DATADIR}/inchworm/positions
        FILES_MATCHING PATTERN "*.txt")

install(FILES README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME copyright)
foreach(area referee tune web gtp datagen)
  install(FILES adapters/${area}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR}/adapters/${area})
  if(EXISTS ${PROJECT_SOURCE_DIR}/adapters/${area}/doc)
    install(DIRECTORY adapters/${area}/doc DESTINATION ${CMAKE_INSTALL_DOCDIR}/adapters/${area})
  endif()
endforeach()
file(GLOB rules_files RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/seeds/*/rules.md)
foreach(rules IN LISTS rules_files)
  cmake_path(GET rules PARENT_PATH folder)
  install(FILES ${rules} DESTINATION ${CMAKE_INSTALL_DOCDIR}/${folder})
endforeach()

if(NOT SANITIZE AND NOT INCHWORM_FUZZ)
  find_program(HELP2MAN help2man REQUIRED)
  # What each page's NAME line says of its program.
  set(summary_inchworm "reference engine for the Inchworm games (uiw and UGI protocols)")
  set(summary_uiw-referee "matches and tournaments between uiw and UGI engines")
  set(summary_uiw-tune "SPSA tuning of a uiw engine's options through referee matches")
  set(summary_uiw-web "play and watch the Inchworm games in a browser, against a uiw engine")
  set(summary_uiw-gtp "GTP engine and GoGui ruler in front of a uiw engine")
  set(summary_uiw-datagen "self-play training data for the Inchworm games' evaluations")
  set(man_dir ${PROJECT_BINARY_DIR}/man)
  set(man_extra ${PROJECT_SOURCE_DIR}/cmake/man_pages.h2m)
  set(man_pages "")
  foreach(program IN LISTS INCHWORM_PROGRAMS)
    set(page ${man_dir}/${program}.1)
    add_custom_command(
      OUTPUT ${page}.gz
      COMMAND ${CMAKE_COMMAND} -E make_directory ${man_dir}
      COMMAND ${HELP2MAN} --no-info --no-discard-stderr "--name=${summary_${program}}" --include=${man_extra}
              --output=${page} $<TARGET_FILE:${program}>
      # -n: no time stamp in the archive, so that the same page makes the same file.
      COMMAND gzip -9nf ${page}
      DEPENDS ${program} ${man_extra}
      COMMENT "Man page of ${program}"
      VERBATIM)
    list(APPEND man_pages ${page}.gz)
  endforeach()
  add_custom_target(man_pages ALL DEPENDS ${man_pages})
  install(FILES ${man_pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
