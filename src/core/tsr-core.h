/* tsr-core.h: the public interface of the Tessera rules core
 *
 * The core depends on GLib, GIO and libxml2 only.  The window, tessera-cli
 * and the tests include this header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-data.h"
#include "tsr-i18n.h"
#include "tsr-uninstalled.h"
#include "tsr-version.h"
#include "tsr-xml.h"
