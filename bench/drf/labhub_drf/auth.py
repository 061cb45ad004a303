"""Per-request token authentication: the LabHub API's bearer token (an HS256 JWT), and the user read from the database."""
import base64
import hashlib
import hmac
import json
import time

from django.conf import settings
from rest_framework import authentication, exceptions, permissions

from .models import User


def _b64(part):
    return base64.urlsafe_b64decode(part + '=' * (-len(part) % 4))


class BearerTokenAuthentication(authentication.BaseAuthentication):
    def authenticate(self, request):
        header = request.META.get('HTTP_AUTHORIZATION', '').split()
        if not header:
            return None
        if len(header) != 2 or header[0].lower() != 'bearer':
            raise exceptions.AuthenticationFailed('Given token not valid for any token type')
        try:
            head, body, signature = header[1].split('.')
            expected = hmac.new(settings.SECRET_KEY.encode(), f'{head}.{body}'.encode(), hashlib.sha256).digest()
            if json.loads(_b64(head)).get('alg') != 'HS256' or not hmac.compare_digest(expected, _b64(signature)):
                raise ValueError('signature')
            payload = json.loads(_b64(body))
            if payload.get('exp', 0) < time.time():
                raise ValueError('expired')
        except (ValueError, TypeError):
            raise exceptions.AuthenticationFailed('Given token not valid for any token type')
        user = User.objects.filter(id=payload.get('sub')).only('id', 'email', 'name', 'role', 'is_active').first()
        if user is None or not user.is_active:
            raise exceptions.AuthenticationFailed('User not found or inactive.')
        return (user, header[1])

    def authenticate_header(self, request):
        return 'Bearer'


class IsAdmin(permissions.BasePermission):
    def has_permission(self, request, view):
        return request.user is not None and request.user.role == 'admin'
