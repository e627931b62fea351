{{- define "service-lib.networkpolicy" -}}
{{- if .Values.networkPolicy.enabled -}}
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: {{ include "service-lib.fullname" . }}
  labels:
    {{- include "service-lib.labels" . | nindent 4 }}
spec:
  podSelector:
    matchLabels:
      {{- include "service-lib.selectorLabels" . | nindent 6 }}
  policyTypes:
    - Ingress
    {{- if .Values.networkPolicy.egress }}
    - Egress
    {{- end }}
  ingress:
    - from:
        {{- toYaml .Values.networkPolicy.ingressFrom | nindent 8 }}
      ports:
        - port: http
          protocol: TCP
  {{- with .Values.networkPolicy.egress }}
  egress:
    # DNS, then the allowed destinations.
    - ports:
        - port: 53
          protocol: UDP
        - port: 53
          protocol: TCP
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end -}}
{{- end -}}
