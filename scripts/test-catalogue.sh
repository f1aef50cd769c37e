#!/usr/bin/env bash
# The plan catalogue (`trackplan docs`, Docs/Catalogue.md) in a real browser: builds trackplan, then runs
# Tests/catalogue/test_catalogue_browser.py against the example plan's catalogue and a hostile plan's, in Debian's
# headless Chromium through Selenium, with axe-core (shipped inside the axe-selenium-python PyPI package, run
# offline) for accessibility. Installs what it needs: chromium + chromium-driver, selenium + axe-selenium-python.
# TRACKPLAN_RECORD_SCREENSHOTS=1 copies the screenshots into Docs/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-json-c.sh
swift build --product trackplan -Xswiftc -warnings-as-errors
export TRACKPLAN_BIN="$(swift build --show-bin-path)/trackplan"
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  (apt-get install -y -q chromium chromium-driver || (apt-get update -q && apt-get install -y -q chromium chromium-driver)) >/dev/null
fi
python3 -m pip install --quiet --disable-pip-version-check selenium axe-selenium-python
python3 -m unittest discover -s Tests/catalogue -p 'test_catalogue_browser.py' -v
