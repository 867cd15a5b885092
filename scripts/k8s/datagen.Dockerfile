# An image for scripts/k8s/datagen-*.yaml: uiw-datagen of this tree (every game inside it, no engine
# process) and the opening books, on the Debian release the project builds on. From the repository's
# root, after scripts/build:
#   docker build -f scripts/k8s/datagen.Dockerfile -t registry.example/inchworm-datagen:latest .
FROM debian:12-slim
COPY build/bin/uiw-datagen /usr/local/bin/uiw-datagen
COPY testsuites/positions/*-openings.txt /opt/inchworm/
