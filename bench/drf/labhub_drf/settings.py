"""Settings for the benchmark's DRF peer: production-like (DEBUG off, persistent connections), nothing else."""
import os
from urllib.parse import unquote, urlparse

_db = urlparse(os.environ.get('DRF_DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/labhub_bench'))

SECRET_KEY = os.environ.get('JWT_SECRET', 'bench')
DEBUG = False
ALLOWED_HOSTS = ['*']
INSTALLED_APPS = ['rest_framework', 'labhub_drf']
MIDDLEWARE = ['django.middleware.common.CommonMiddleware']
ROOT_URLCONF = 'labhub_drf.urls'
USE_TZ = True
TIME_ZONE = 'UTC'
DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': _db.path.lstrip('/'),
        'USER': unquote(_db.username or 'postgres'),
        'PASSWORD': unquote(_db.password or ''),
        'HOST': _db.hostname or '127.0.0.1',
        'PORT': _db.port or 5432,
        # One connection per worker, kept open (the LabHub API keeps a pool).
        'CONN_MAX_AGE': None,
    }
}
DEFAULT_AUTO_FIELD = 'django.db.models.AutoField'
REST_FRAMEWORK = {
    'DEFAULT_AUTHENTICATION_CLASSES': ['labhub_drf.auth.BearerTokenAuthentication'],
    'DEFAULT_PERMISSION_CLASSES': ['labhub_drf.auth.IsAdmin'],
    'DEFAULT_RENDERER_CLASSES': ['rest_framework.renderers.JSONRenderer'],
    'DEFAULT_PARSER_CLASSES': ['rest_framework.parsers.JSONParser'],
    'DEFAULT_PAGINATION_CLASS': 'rest_framework.pagination.LimitOffsetPagination',
    'PAGE_SIZE': 10,
    'UNAUTHENTICATED_USER': None,
}
LOGGING = {'version': 1, 'disable_existing_loggers': False, 'handlers': {'console': {'class': 'logging.StreamHandler'}}, 'root': {'handlers': ['console'], 'level': 'WARNING'}}
