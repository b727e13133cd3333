"""moto's S3 server, except that ListMultipartUploads tells when each upload began.

moto 5.1 answers a fixed 2010 date for every upload's Initiated; tus's S3 store aborts the
uploads it lists as older than a day, so each sweep would take every unfinished upload.
"""

import datetime
import sys

from moto.s3 import models, responses
from moto.server import main

_fixed = "<Initiated>2010-11-10T20:48:33.000Z</Initiated>"
if _fixed not in responses.S3_ALL_MULTIPARTS:
    sys.exit("moto's ListMultipartUploads template changed: review test/support/s3/moto_server.py")
responses.S3_ALL_MULTIPARTS = responses.S3_ALL_MULTIPARTS.replace(_fixed, "<Initiated>{{ upload.initiated }}</Initiated>")

_init = models.FakeMultipart.__init__


def _init_with_start(self, *args, **kwargs):
    _init(self, *args, **kwargs)
    self.initiated = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.000Z")


models.FakeMultipart.__init__ = _init_with_start

main(sys.argv[1:])
