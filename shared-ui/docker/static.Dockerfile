# One static front-end package (the shell or a remote), built in the workspace and served by nginx.
# docker build -f shared-ui/docker/static.Dockerfile --build-arg PACKAGE=mf-campaigns .
FROM node:20-bookworm-slim AS build
ARG PACKAGE
RUN npm install -g pnpm@10
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "@portal/${PACKAGE}" build
# The shell's assets live under /shell/<version>/ (its public path); a remote's at the root of its host.
RUN version=$(node -p "require('./${PACKAGE}/package.json').version") \
 && if [ "${PACKAGE}" = "shell" ]; then mkdir -p /out/shell && cp -r "${PACKAGE}/dist" "/out/shell/${version}" && cp "${PACKAGE}/dist/index.html" /out/index.html; \
    else cp -r "${PACKAGE}/dist" /out; fi

FROM nginx:1.27-alpine
COPY shared-ui/docker/static-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out /usr/share/nginx/html
