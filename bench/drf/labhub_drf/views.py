"""The two lists the benchmark compares, as a DRF backend writes them."""
from rest_framework import filters, generics, serializers

from .models import Lab, Order


class LabSerializer(serializers.ModelSerializer):
    Logo = serializers.CharField(source='logo')
    userData = serializers.SerializerMethodField()

    class Meta:
        model = Lab
        fields = ['id', 'email', 'name', 'labname', 'Logo', 'address', 'city', 'landline_number', 'contact_number',
                  'health_department_id', 'latitude', 'longitude', 'is_active', 'verified', 'created_at', 'userData']

    def get_userData(self, lab):
        return {'email': lab.email, 'name': lab.user.name}


class PayableSerializer(serializers.ModelSerializer):
    orderId = serializers.IntegerField(source='id')
    Lab_id = serializers.IntegerField(source='lab_id')
    lab_name = serializers.CharField(source='lab.name')
    PaymentType = serializers.CharField(source='payment_type')
    Total = serializers.SerializerMethodField()
    Status = serializers.CharField(source='status')

    class Meta:
        model = Order
        fields = ['id', 'orderId', 'Lab_id', 'lab_name', 'PaymentType', 'Total', 'Status', 'created_at']

    def get_Total(self, order):
        return order.total - order.commission


def _like(text):
    return '%' + text.replace('\\', '\\\\').replace('%', '\\%').replace('_', '\\_') + '%'


class LabSearchFilter(filters.SearchFilter):
    """`?search=`: the LabHub API's `q` over name, email, city, address and contact number, written as the expression
    of the trigram index labs_search_trgm_idx so that PostgreSQL answers it from the same index."""

    def filter_queryset(self, request, queryset, view):
        terms = ' '.join(self.get_search_terms(request)).strip().lower()
        if not terms:
            return queryset
        return queryset.extra(where=["(lower(labs.name || ' ' || labs.email || ' ' || labs.city || ' ' || labs.address || ' ' || labs.contact_number)) LIKE %s"], params=[_like(terms)])


class LabList(generics.ListAPIView):
    queryset = Lab.objects.select_related('user').only('id', 'email', 'name', 'labname', 'logo', 'address', 'city', 'landline_number', 'contact_number', 'health_department_id', 'latitude', 'longitude', 'is_active', 'verified', 'created_at', 'user__name')
    serializer_class = LabSerializer
    filter_backends = [LabSearchFilter, filters.OrderingFilter]
    ordering_fields = ['id', 'name', 'email', 'city', 'created_at', 'contact_number', 'verified', 'is_active']
    ordering = ['name', 'id']


class PayablesList(generics.ListAPIView):
    queryset = Order.objects.filter(payment_type='Online').select_related('lab').only('id', 'lab_id', 'payment_type', 'total', 'commission', 'status', 'created_at', 'lab__name')
    serializer_class = PayableSerializer
    filter_backends = [filters.SearchFilter, filters.OrderingFilter]
    search_fields = ['lab__name', 'status']
    ordering_fields = ['id', 'lab_id', 'lab__name', 'payment_type', 'total', 'commission', 'status', 'created_at']
    ordering = ['-id']
